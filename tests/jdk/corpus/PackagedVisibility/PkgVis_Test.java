// Visibility across packages that javac allows and a stricter reading would reject: public
// members inherited from a package-private class, on-demand imports that skip inaccessible
// classes, protected member types in subclass bodies.
import pkg_vis_a.*;
import pkg_vis_b.*;

public class PkgVis_Test {
  @Test
  public void inheritedPublicMembersOfAPackagePrivateClass() {
    Pub p = new Pub();
    System.out.println(p.f() + " " + p.x + " " + Pub.s());
  }

  @Test
  public void onDemandImportsSkipPackagePrivateClasses() {
    System.out.println(Tool.who() + " " + Use.go());
  }

  @Test
  public void protectedMemberTypeInASubclass() {
    System.out.println(new Use().inner() + " " + new Use.Part().size());
    String s = new Outer.Part().toString();
    System.out.println(s.substring(0, s.indexOf('@')));
  }
}
