// Rejected: continue names the label of a block, not of a loop.
class Inv41 {
  static void f(int x) {
    block:
    {
      while (x > 0) {
        x--;
        continue block;
      }
    }
  }
}
