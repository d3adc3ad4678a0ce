// Rejected: @Override on a static method (it hides the superclass's static method).
class Inv_AnnBase {
  static int id() {
    return 0;
  }
}

class Inv_Ann extends Inv_AnnBase {
  @Override
  static int id() {
    return 1;
  }
}
