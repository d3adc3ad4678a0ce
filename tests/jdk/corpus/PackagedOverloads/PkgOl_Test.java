// Overload resolution considers only the methods and constructors accessible at the call
// (JLS 15.12.2.1): an inaccessible overload, even a more specific one, never hides an accessible
// one, in every phase (an inaccessible f(int) leaves f(long) by widening, an inaccessible k(int)
// leaves k(Integer) by boxing). Private overloads of another class likewise, and package-access
// methods that are no members of the class searched (pkg_ol_a/Back.java).
import pkg_ol_a.Back;
import pkg_ol_a.Box;
import pkg_ol_a.Tool;
import pkg_ol_b.Sub;

public class PkgOl_Test {
  @Test
  public void inaccessibleMethodsAreNotCandidates() {
    System.out.println(Tool.f(1));
    System.out.println(Tool.k(2));
    System.out.println(new Tool().g("s"));
    System.out.println(Tool.inside());
  }

  @Test
  public void protectedOverloadsFollowTheSubclassRule() {
    Sub sub = new Sub();
    System.out.println(sub.viaThis());
    System.out.println(sub.viaOther(new Tool()));
    System.out.println(sub.viaOther(sub));
    System.out.println(Sub.statics());
  }

  @Test
  public void packageMethodsAreNotInheritedThroughAnotherPackage() {
    Back back = new Back();
    System.out.println(back.simple());
    System.out.println(back.qualified());
    System.out.println(back.inherited());
  }

  @Test
  public void inaccessibleConstructorsAreNotCandidates() {
    System.out.println(new Box(5).made());
    System.out.println(new Box("s").made());
    System.out.println(new Box('c').made());
    System.out.println(new Sub.SubBox("sub").made());
    System.out.println(new Sub.SubBox(6).made());
    // An anonymous class may use a protected constructor (JLS 6.6.2.2).
    System.out.println(new Box("anon") {}.made());
  }

  @Test
  public void privateOverloadsOfAnotherClassAreNotCandidates() {
    System.out.println(PkgOl_Helper.h(3));
    System.out.println(new PkgOl_Helper(7).made);
    System.out.println(PkgOl_Helper.both());
  }
}

class PkgOl_Helper {
  final String made;

  private PkgOl_Helper(int x) {
    made = "Helper(int) " + x;
  }

  PkgOl_Helper(double x) {
    made = "Helper(double) " + x;
  }

  private static String h(int x) {
    return "h(int) " + x;
  }

  static String h(double x) {
    return "h(double) " + x;
  }

  static String both() {
    return h(1) + ", " + new PkgOl_Helper(2).made;
  }
}
