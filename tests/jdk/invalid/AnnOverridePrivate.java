// Rejected: @Override on a method whose superclass namesake is private (not inherited).
class Inv_AnnBase {
  private int id() {
    return 0;
  }
}

class Inv_Ann extends Inv_AnnBase {
  @Override
  int id() {
    return 1;
  }
}
