// Rejected: an enum's constructor cannot call super(...) (JLS 8.9.2).
enum Inv67 {
  A;

  Inv67() {
    super();
  }
}
