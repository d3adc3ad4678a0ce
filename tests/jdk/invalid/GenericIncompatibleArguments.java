// Rejected: Box<Integer> is not a Box<String> (type arguments must match, JLS 4.10.2).
class Inv_Box<T> {
  T v;
}

class InvG1 {
  static void f() {
    Inv_Box<String> b = new Inv_Box<Integer>();
  }
}
