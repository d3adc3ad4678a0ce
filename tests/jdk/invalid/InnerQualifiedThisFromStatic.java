// Rejected: a static nested class's code has no enclosing instance, so `Outer.this` is illegal.
class Inv94 {
  static class Nested {
    Object outer() {
      return Inv94.this;
    }
  }
}
