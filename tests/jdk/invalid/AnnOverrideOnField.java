// Rejected: @Override on a field (its @Target is METHOD).
class Inv_Ann {
  @Override int size;
}
