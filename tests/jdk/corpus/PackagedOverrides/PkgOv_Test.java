// Overriding across packages (JLS 8.4.8.1) as the JVM dispatches it: A.m is package-private in
// pkg_ov_p, so B.m (pkg_ov_q) does not override it and gets a method of its own; C.m, back in
// pkg_ov_p, overrides A.m but not B.m, which is package-private in another package.
public class PkgOv_Test {
  @Test
  public void packagePrivateOverridingFollowsPackages() {
    pkg_ov_q.B b = new pkg_ov_q.B();
    pkg_ov_p.C c = new pkg_ov_p.C();
    System.out.println(b.callM() + " " + b.callB() + " " + c.callM() + " " + c.callB());
    pkg_ov_p.A a = c;
    System.out.println(a.callM());
  }
}
