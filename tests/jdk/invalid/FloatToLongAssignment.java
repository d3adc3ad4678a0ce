// Rejected: float does not convert to long by assignment (a lossy conversion).
class Inv167 {
  static long f(float x) {
    long l = x;
    return l;
  }
}
