// Rejected: a method returning int needs `return <value>;`.
class Inv27 {
  static int f() {
    return;
  }
}
