// Rejected: a static method has no instance of the enclosing class, so it cannot create an
// object of an inner class without a qualifying `outer.new`.
class Inv91 {
  class Inner {}

  static Object make() {
    return new Inner();
  }
}
