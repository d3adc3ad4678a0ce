// Rejected: a cast may unbox and then widen, never narrow (JLS 5.5: Double to int).
class Inv_UnboxNarrow {
  static int f(Double d) {
    return (int) d;
  }
}
