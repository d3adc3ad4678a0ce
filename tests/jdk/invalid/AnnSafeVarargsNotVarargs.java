// Rejected: @SafeVarargs on a static method without a variable arity parameter.
class Inv_Ann {
  @SafeVarargs
  static int count(int[] xs) {
    return xs.length;
  }
}
