// Rejected: a package-private method called from another package
// ("f() is not public in A; cannot be accessed from outside package").
import inv_p1.A;

class Main {
  void g(A a) {
    a.f();
  }
}
