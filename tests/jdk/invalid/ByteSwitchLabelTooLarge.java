// Rejected: a case label of a byte switch must be assignable to byte (JLS 14.11).
class Inv166 {
  static int f(byte b) {
    switch (b) {
      case 200:
        return 1;
      default:
        return 0;
    }
  }
}
