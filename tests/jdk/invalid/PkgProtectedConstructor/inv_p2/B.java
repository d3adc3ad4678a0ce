// Rejected: a protected constructor of another package's class is reached only by super(...),
// not by `new` even in a subclass (JLS 6.6.2.2; "A() has protected access in A").
package inv_p2;

public class B extends inv_p1.A {
  Object make() {
    return new inv_p1.A();
  }
}
