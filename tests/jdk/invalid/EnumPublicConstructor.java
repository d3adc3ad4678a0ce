// Rejected: an enum's constructor cannot be public (JLS 8.9.2).
enum Inv63 {
  A(1);

  final int v;

  public Inv63(int v) {
    this.v = v;
  }
}
