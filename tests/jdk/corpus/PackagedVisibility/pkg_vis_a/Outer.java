// A protected member type: accessible from another package only in the bodies of Outer's
// subclasses (JLS 6.6.2), where its public constructor may be called by `new`.
package pkg_vis_a;

public class Outer {
  protected int prot = 5;

  protected static class Inner {
    public Inner() {}

    public int v() {
      return 3;
    }
  }

  public static class Part {
    public int size() {
      return 2;
    }
  }
}
