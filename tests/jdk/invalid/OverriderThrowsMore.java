// Rejected: an overriding method cannot throw a checked exception the overridden one does not.
class Inv72 extends Exception {}

class Inv72a {
  void f() {}
}

class Inv72b extends Inv72a {
  void f() throws Inv72 {
    throw new Inv72();
  }
}
