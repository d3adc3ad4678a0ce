// Rejected: a static method of a local class (legal since Java 16) is a static context: it
// cannot read the captured variables of the enclosing method.
class Inv106 {
  void run() {
    int x = 1;
    class L {
      static int read() {
        return x;
      }
    }
  }
}
