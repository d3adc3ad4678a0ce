// Rejected: `i += 1.5` on an Integer is `i = (Integer) (i + 1.5)`, and a double cannot be cast
// to Integer (JLS 15.26.2, 5.5).
class Inv_BoxCompound {
  static Integer f(Integer i) {
    i += 1.5;
    return i;
  }
}
