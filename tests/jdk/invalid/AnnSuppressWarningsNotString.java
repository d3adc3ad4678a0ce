// Rejected: @SuppressWarnings takes strings, not an int.
class Inv_Ann {
  @SuppressWarnings(1)
  void f() {}
}
