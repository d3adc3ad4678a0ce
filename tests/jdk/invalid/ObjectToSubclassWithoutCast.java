// Rejected: assigning a superclass value to a subclass variable needs an explicit cast.
class Inv44a {}

class Inv44b extends Inv44a {}

class Inv44 {
  static Inv44b f(Inv44a a) {
    Inv44b b = a;
    return b;
  }
}
