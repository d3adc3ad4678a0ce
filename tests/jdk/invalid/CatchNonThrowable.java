// Rejected: String is not a Throwable, so it cannot be caught.
class Inv47 {
  static void f() {
    try {
      f();
    } catch (String e) {
    }
  }
}
