// Rejected: a class inherits two unrelated default methods with the same signature.
interface Inv49A {
  default int id() {
    return 1;
  }
}

interface Inv49B {
  default int id() {
    return 2;
  }
}

class Inv49 implements Inv49A, Inv49B {}
