// Rejected: a class named Override hides java.lang.Override, so @Override names no annotation.
class Override {}

class Inv_Ann {
  @Override
  public String toString() {
    return "x";
  }
}
