// Rejected: a captured local variable must be definitely assigned before the class body.
class Inv101 {
  Object make() {
    int x;
    Object o = new Object() {
      public int hashCode() {
        return x;
      }
    };
    x = 1;
    return o;
  }
}
