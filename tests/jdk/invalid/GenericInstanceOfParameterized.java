// Rejected: Object cannot be safely cast to Box<Integer> (no reifiable type, JLS 15.20.2).
class Inv_Box<T> {
  T v;
}

class InvG11 {
  static boolean f(Object o) {
    return o instanceof Inv_Box<Integer>;
  }
}
