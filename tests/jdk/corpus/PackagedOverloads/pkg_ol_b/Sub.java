package pkg_ol_b;

import pkg_ol_a.Box;
import pkg_ol_a.Tool;

// A subclass in another package: the protected members are accessible through `this`, `super`
// and super(...), never the package-private ones.
public class Sub extends Tool {
  public String viaThis() {
    return g("sub");
  }

  public String viaOther(Tool other) {
    return other.g("other");
  }

  public static String statics() {
    return f(3) + ", " + k(4);
  }

  public static class SubBox extends Box {
    public SubBox(String s) {
      super(s);
    }

    public SubBox(int x) {
      super(x);
    }
  }
}
