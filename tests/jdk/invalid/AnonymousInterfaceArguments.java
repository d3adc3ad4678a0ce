// Rejected: an anonymous class implementing an interface takes no constructor arguments.
interface Inv105I {
  int size();
}

class Inv105 {
  Object make() {
    return new Inv105I(3) {
      public int size() {
        return 1;
      }
    };
  }
}
