// Rejected: == of two references of unrelated box types does not unbox (JLS 15.21.3).
class Inv_BoxCompare {
  static boolean f(Integer a, Long b) {
    return a == b;
  }
}
