// Rejected: a throws clause names a class that is not a Throwable.
class Inv73 {
  void f() throws String {}
}
