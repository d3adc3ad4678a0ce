// Rejected: double to int is a lossy conversion and needs a cast.
class Inv07 {
  static int f() {
    return 1.5;
  }
}
