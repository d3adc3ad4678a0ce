// Rejected in inv_nf_a/Back.java: a package-private field inherited through no class.
import inv_nf_a.Back;

class Main {
  int g() {
    return new Back().t();
  }
}
