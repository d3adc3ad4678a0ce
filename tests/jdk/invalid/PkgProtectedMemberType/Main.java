// Rejected: a protected member type used outside its package by a class that is not a subclass
// of its enclosing class ("Inner has protected access in A").
class Main {
  int f() {
    return new inv_p1.A.Inner().v();
  }
}
