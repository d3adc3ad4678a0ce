// Rejected: creating an object whose constructor throws a checked exception, unhandled.
class Inv74 extends Exception {}

class Inv74b {
  Inv74b() throws Inv74 {}

  static Inv74b make() {
    return new Inv74b();
  }
}
