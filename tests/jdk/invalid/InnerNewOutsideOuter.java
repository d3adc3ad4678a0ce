// Rejected: outside its enclosing class an inner class needs a qualifying `outer.new`.
class Inv96 {
  class Inner {}
}

class Inv96User {
  Object make() {
    return new Inv96.Inner();
  }
}
