// Rejected: Enum.name() is final (JLS 8.4.8.1: a final method cannot be overridden).
enum Inv66 {
  A;

  public String name() {
    return "a";
  }
}
