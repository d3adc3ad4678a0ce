// Rejected: a final method cannot be overridden (JLS 8.4.3.3).
class Inv70 {
  final int f() {
    return 1;
  }
}

class Inv70b extends Inv70 {
  int f() {
    return 2;
  }
}
