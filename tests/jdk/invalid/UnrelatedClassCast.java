// Rejected: Inv35a and Inv35b are unrelated classes, so the cast can never succeed.
class Inv35a {}

class Inv35b {}

class Inv35 {
  static Inv35b f(Inv35a a) {
    return (Inv35b) a;
  }
}
