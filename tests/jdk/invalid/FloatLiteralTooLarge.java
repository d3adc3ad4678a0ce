// Rejected: 1e39f is beyond Float.MAX_VALUE (JLS 3.10.2).
class Inv165 {
  static float f = 1e39f;
}
