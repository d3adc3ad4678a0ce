// Rejected: the class Widget is not declared anywhere.
class Inv03 {
  static void f() {
    Widget w = new Widget();
  }
}
