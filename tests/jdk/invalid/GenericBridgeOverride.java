// Rejected: an override needing javac's bridge method (put(Integer) of a Sink<Integer>) whose
// body uses an undefined name: the bridge does not hide the error in the override.
class Inv_Sink<T> {
  void put(T x) {
  }
}

class InvG15 extends Inv_Sink<Integer> {
  void put(Integer x) {
    undefined(x);
  }
}
