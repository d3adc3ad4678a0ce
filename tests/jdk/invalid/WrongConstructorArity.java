// Rejected: Inv24 has only a one-argument constructor.
class Inv24 {
  int v;

  Inv24(int v) {
    this.v = v;
  }

  static Inv24 make() {
    return new Inv24();
  }
}
