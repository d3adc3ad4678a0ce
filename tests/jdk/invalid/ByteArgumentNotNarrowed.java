// Rejected: method invocation does not narrow constants (JLS 5.3), so f(byte) does not apply to 10.
class Inv162 {
  static int f(byte b) {
    return b;
  }

  static int g() {
    return f(10);
  }
}
