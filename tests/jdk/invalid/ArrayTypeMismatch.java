// Rejected: a long[] is not an int[].
class Inv41 {
  static void f() {
    int[] a = new long[3];
  }
}
