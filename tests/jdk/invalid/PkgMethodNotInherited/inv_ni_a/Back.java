package inv_ni_a;

// Rejected: Tool.h is package-private, so Sub (another package) does not inherit it and Back,
// though in Tool's package, gets no h from Sub (JLS 8.4.8): "cannot find symbol".
public class Back extends inv_ni_b.Sub {
  public String t() {
    return h(1);
  }
}
