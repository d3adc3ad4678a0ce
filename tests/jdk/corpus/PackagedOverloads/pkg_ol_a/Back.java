package pkg_ol_a;

import pkg_ol_b.Sub;

// Back is in Tool's package but extends Sub of another package, which does not inherit Tool's
// package-access f(int) and k(int) (JLS 8.4.8): they are no members of Back either, so simple
// and Back-qualified calls take the public overloads, while Tool-qualified calls and calls
// through a Tool reference, accessible in this package, take the package-access ones; Tool's
// package-access field likewise, through a Tool reference only.
public class Back extends Sub {
  public String simple() {
    return f(1) + ", " + k(2) + ", " + Back.f(3);
  }

  public String qualified() {
    Tool self = this;
    return Tool.f(4) + ", " + Tool.k(5) + ", " + ((Tool) this).g("t") + ", " + self.count;
  }

  public String inherited() {
    return g("protected") + ", " + super.g("super");
  }
}
