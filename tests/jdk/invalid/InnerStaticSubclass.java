// Rejected: a static nested class extending an inner class has no enclosing instance to pass to
// the inner superclass's constructor.
class Inv92 {
  class Inner {}

  static class Sub extends Inner {}
}
