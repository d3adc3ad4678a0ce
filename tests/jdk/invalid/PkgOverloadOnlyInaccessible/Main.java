// Rejected: the only applicable overload is package-private in another package; the public one
// does not fit the argument ("f(int) is not public in Tool; cannot be accessed from outside
// package").
import inv_ol.Tool;

class Main {
  String g() {
    return Tool.f(1);
  }
}
