// Rejected: @SafeVarargs on a local variable (its @Target is CONSTRUCTOR and METHOD).
class Inv_Ann {
  void f() {
    @SafeVarargs
    int x = 1;
  }
}
