// Rejected: @Override on a method that overrides nothing (a misspelt name).
class Inv_AnnBase {
  int size() {
    return 0;
  }
}

class Inv_Ann extends Inv_AnnBase {
  @Override
  int sise() {
    return 1;
  }
}
