// Rejected: a label reused by a statement nested inside the statement it labels.
class Inv42 {
  static void f(int x) {
    l:
    for (int i = 0; i < x; i++) {
      l:
      for (int j = 0; j < x; j++) {
        break l;
      }
    }
  }
}
