// Rejected: continue outside a loop (a switch is not enough).
class Inv21 {
  static void f(int x) {
    switch (x) {
      case 1:
        continue;
      default:
        break;
    }
  }
}
