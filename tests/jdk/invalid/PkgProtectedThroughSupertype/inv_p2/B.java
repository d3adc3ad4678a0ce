// Rejected: a subclass in another package calls a protected method through a reference of the
// superclass's type, not its own (JLS 6.6.2.1; "g() has protected access in A").
package inv_p2;

import inv_p1.A;

public class B extends A {
  int h(A other) {
    return other.g() + g();
  }
}
