package pkg_ov_p;

public class A {
  String m() {
    return "A";
  }

  public String callM() {
    return m();
  }
}
