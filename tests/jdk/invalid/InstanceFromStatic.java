// Rejected: a static method cannot use the instance field count without an object.
class Inv31 {
  int count;

  static int f() {
    return count;
  }
}
