// Rejected: break outside a loop or switch.
class Inv20 {
  static void f(int x) {
    if (x > 0) {
      break;
    }
  }
}
