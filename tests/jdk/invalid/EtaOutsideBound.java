// Rejected: an explicit type argument Object outside its parameter's bound Comparable<T>.
class Inv_Eta {
  static <T extends Comparable<T>> T first(T[] a) {
    return a[0];
  }

  Object f() {
    return Inv_Eta.<Object>first(null);
  }
}
