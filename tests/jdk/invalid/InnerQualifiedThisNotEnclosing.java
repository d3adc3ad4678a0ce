// Rejected: `C.this` names only a lexically enclosing class.
class Inv95 {
  class Inner {
    Object other() {
      return Inv95Other.this;
    }
  }
}

class Inv95Other {}
