// Rejected: a variable arity argument that does not convert to the element type.
class Inv76 {
  static int sum(int... xs) {
    return xs.length;
  }

  static int f() {
    return sum(1, "two");
  }
}
