// Rejected: a primitive type as an explicit type argument.
class Inv_Eta {
  <T> T id(T x) {
    return x;
  }

  Object f() {
    return this.<int>id(1);
  }
}
