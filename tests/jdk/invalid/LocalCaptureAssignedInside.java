// Rejected: code of a local class cannot assign a local variable of the enclosing method.
class Inv99 {
  void run() {
    int x = 1;
    class L {
      void set() {
        x = 3;
      }
    }
    new L().set();
  }
}
