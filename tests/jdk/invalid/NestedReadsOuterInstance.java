// Rejected: a static nested class has no enclosing instance, so it cannot read the enclosing
// class's instance field.
class Inv90 {
  int count;

  static class Inner {
    int get() {
      return count;
    }
  }
}
