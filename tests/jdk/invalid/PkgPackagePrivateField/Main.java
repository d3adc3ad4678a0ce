// Rejected: a package-private field read from another package
// ("x is not public in A; cannot be accessed from outside package").
class Main {
  int g(inv_p1.A a) {
    return a.x;
  }
}
