// Rejected: @Override on equals(Inv_Ann), an overload of Object's equals(Object), not an override.
class Inv_Ann {
  int v;

  @Override
  public boolean equals(Inv_Ann o) {
    return o.v == v;
  }
}
