// Rejected: Enum<E>.compareTo takes an E; constants of another enum do not convert.
enum Inv64 {
  A
}

enum Inv64b {
  B;

  static int f() {
    return Inv64.A.compareTo(B);
  }
}
