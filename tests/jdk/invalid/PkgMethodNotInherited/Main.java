// Rejected in inv_ni_a/Back.java: a package-private method inherited through no class.
import inv_ni_a.Back;

class Main {
  String g() {
    return new Back().t();
  }
}
