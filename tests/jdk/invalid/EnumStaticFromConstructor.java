// Rejected: an enum's constructor cannot refer to its static fields that are not constants
// (JLS 8.9.2): they are not yet initialised while the constants are created.
enum Inv65 {
  A,
  B;

  static int count;

  Inv65() {
    count++;
  }
}
