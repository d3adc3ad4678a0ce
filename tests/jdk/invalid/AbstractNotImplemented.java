// Rejected: a concrete class inherits an abstract method it does not implement.
abstract class Inv44Base {
  abstract int size(int x);
}

class Inv44 extends Inv44Base {
  int size(long x) {
    return 0;
  }
}
