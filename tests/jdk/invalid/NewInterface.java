// Rejected: an interface cannot be instantiated.
interface Inv50 {
  static Inv50 make() {
    return new Inv50();
  }
}
