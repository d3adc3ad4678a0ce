// Rejected: an int variable is not a constant, so it does not narrow to byte (JLS 5.2).
class Inv160 {
  static byte f(int i) {
    byte b = i;
    return b;
  }
}
