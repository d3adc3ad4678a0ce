// Rejected: a wildcard as an explicit type argument.
class Inv_Eta {
  <T> T id(T x) {
    return x;
  }

  Object f() {
    return this.<?>id(1);
  }
}
