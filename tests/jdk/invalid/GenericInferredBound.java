// Rejected: the inferred type String is not within the bound Inv_Shape (JLS 18.3).
class Inv_Shape {
}

class InvG12 {
  static <T extends Inv_Shape> T id(T x) {
    return x;
  }

  static void f() {
    id("s");
  }
}
