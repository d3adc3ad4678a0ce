// Rejected: long to int is a lossy conversion and needs a cast.
class Inv06 {
  static int f(long big) {
    int small = big;
    return small;
  }
}
