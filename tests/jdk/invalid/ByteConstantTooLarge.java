// Rejected: the constant 128 is not representable in byte (JLS 5.2).
class Inv161 {
  static byte b = 128;
}
