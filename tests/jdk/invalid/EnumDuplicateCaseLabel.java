// Rejected: the same enum constant labels two cases of one switch.
enum Inv69 {
  A,
  B;

  static int f(Inv69 x) {
    switch (x) {
      case A:
        return 1;
      case B:
        return 2;
      case A:
        return 3;
    }
    return 0;
  }
}
