// Rejected: nothing but null can be passed where a `? extends` type argument is expected.
class Inv_Shape {
}

class Inv_Box<T> {
  T v;

  void set(T x) {
    v = x;
  }
}

class InvG4 {
  static void f() {
    Inv_Box<? extends Inv_Shape> b = new Inv_Box<Inv_Shape>();
    b.set(new Inv_Shape());
  }
}
