// Rejected: a call of a method that throws a checked exception neither catches nor declares it.
class Inv71 extends Exception {}

class Inv71b {
  static void risky() throws Inv71 {
    throw new Inv71();
  }

  static void caller() {
    risky();
  }
}
