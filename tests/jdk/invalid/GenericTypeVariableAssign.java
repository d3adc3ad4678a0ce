// Rejected: a String is not a T (T may be any type).
class InvG10<T> {
  T v;

  void f() {
    v = "x";
  }
}
