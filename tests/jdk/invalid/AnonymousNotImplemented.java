// Rejected: an anonymous class is never abstract, so it implements every abstract method.
interface Inv104I {
  int size();
}

class Inv104 {
  Object make() {
    return new Inv104I() {
      public String toString() {
        return "x";
      }
    };
  }
}
