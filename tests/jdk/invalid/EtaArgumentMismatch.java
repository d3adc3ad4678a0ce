// Rejected: the argument "s" does not fit the parameter T fixed to Integer by the call.
class Inv_Eta {
  <T> T id(T x) {
    return x;
  }

  Integer f() {
    return this.<Integer>id("s");
  }
}
