// Rejected: an array index must be an int (a long index is a lossy conversion).
class Inv42 {
  static int f(int[] a, long i) {
    return a[i];
  }
}
