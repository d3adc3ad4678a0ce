// Rejected: a member class cannot have the simple name of an enclosing class.
class Inv95 {
  static class Inv95 {}
}
