package pkg_ov_q;

public class B extends pkg_ov_p.A {
  String m() {
    return "B";
  }

  public String callB() {
    return m();
  }
}
