// Rejected: double does not convert to float by assignment (a lossy conversion).
class Inv164 {
  static float f(double d) {
    float x = 1.5;
    return x + (float) d;
  }
}
