// Rejected: an anonymous class cannot declare a constructor (it has no name to give one).
class Inv108 {
  Object make() {
    return new Object() {
      Inv108() {}
    };
  }
}
