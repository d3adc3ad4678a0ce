// Rejected: `outer.new` creates inner classes only; a static nested class takes no outer.
class Inv93 {
  static class Nested {}

  Object make(Inv93 outer) {
    return outer.new Nested();
  }
}
