// Rejected: a static method of an inner class (legal since Java 16) is a static context: it
// cannot read the enclosing instance's field.
class Inv97 {
  int count;

  class Inner {
    static int read() {
      return count;
    }
  }
}
