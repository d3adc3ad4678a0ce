// Rejected: a catch of a checked exception that the try block cannot throw.
class Inv75 extends Exception {}

class Inv75b {
  static void safe() {}

  static void f() {
    try {
      safe();
    } catch (Inv75 e) {
      System.out.println("never");
    }
  }
}
