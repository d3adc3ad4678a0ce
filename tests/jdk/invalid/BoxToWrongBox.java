// Rejected: boxing converts int only to Integer (and its supertypes), never to Long (JLS 5.2).
class Inv_BoxLong {
  static Long f() {
    Long x = 5;
    return x;
  }
}
