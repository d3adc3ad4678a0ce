// Rejected: an anonymous class cannot extend a final class.
final class Inv107F {}

class Inv107 {
  Object make() {
    return new Inv107F() {};
  }
}
