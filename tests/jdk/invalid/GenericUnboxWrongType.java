// Rejected: a Box<String>'s value is no int.
class Inv_Box<T> {
  T v;

  T get() {
    return v;
  }
}

class InvG14 {
  static int f(Inv_Box<String> b) {
    return b.get();
  }
}
