// Rejected: `s += 1` on a Short needs a narrowing conversion before boxing (JLS 15.26.2).
class Inv163 {
  static void f() {
    Short s = 1;
    s += 1;
  }
}
