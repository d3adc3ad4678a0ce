// Rejected: a private field of a member class is not accessible outside the top-level class.
class Inv93 {
  static class Box {
    private int value;
  }
}

class Inv93User {
  int read(Inv93.Box b) {
    return b.value;
  }
}
