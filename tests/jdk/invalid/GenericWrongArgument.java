// Rejected: set takes an Integer through Box<Integer>, not a String (JLS 4.5.2).
class Inv_Box<T> {
  T v;

  void set(T x) {
    v = x;
  }
}

class InvG2 {
  static void f() {
    Inv_Box<Integer> b = new Inv_Box<>();
    b.set("x");
  }
}
