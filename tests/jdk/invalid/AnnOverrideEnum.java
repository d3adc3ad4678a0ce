// Rejected: @Override on an enum's method that Enum and Object do not declare.
enum Inv_Ann {
  A,
  B;

  @Override
  public String label() {
    return name();
  }
}
