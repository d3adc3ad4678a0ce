// Rejected: put(Integer) of a Sink<Integer> needs javac's bridge method, outside the subject
// language; javac rejects the class because it uses an undefined name.
class Inv_Sink<T> {
  void put(T x) {
  }
}

class InvG15 extends Inv_Sink<Integer> {
  void put(Integer x) {
    undefined(x);
  }
}
