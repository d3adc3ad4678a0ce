// Rejected: an abstract class cannot be instantiated.
abstract class Inv45 {
  static Inv45 make() {
    return new Inv45();
  }
}
