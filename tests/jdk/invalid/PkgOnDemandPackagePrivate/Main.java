// Rejected: an on-demand import does not import a package-private class ("cannot find symbol").
import inv_p1.*;

class Main {
  int f() {
    return Tool.f();
  }
}
