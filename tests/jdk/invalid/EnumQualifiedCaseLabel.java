// Rejected: a case label of a switch on an enum is the simple name of a constant (Java 17).
enum Inv61 {
  A,
  B;

  static int f(Inv61 x) {
    switch (x) {
      case Inv61.A:
        return 1;
      default:
        return 2;
    }
  }
}
