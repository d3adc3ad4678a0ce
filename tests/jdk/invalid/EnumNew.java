// Rejected: an enum cannot be instantiated with new (JLS 15.9.1).
enum Inv60 {
  A;

  static Inv60 make() {
    return new Inv60();
  }
}
