package pkg_ov_p;

public class C extends pkg_ov_q.B {
  String m() {
    return "C";
  }
}
