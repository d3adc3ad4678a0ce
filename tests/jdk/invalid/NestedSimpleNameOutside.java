// Rejected: a member class's simple name is not in scope outside its enclosing class.
class Inv94 {
  static class Box {}
}

class Inv94User {
  Box make() {
    return null;
  }
}
