package inv_nf_a;

// Rejected: Tool.pkg is package-private, so Sub (another package) does not inherit it and Back,
// though in Tool's package, gets no pkg from Sub (JLS 8.3): javac reports "pkg is not public in
// Tool; cannot be accessed from outside package".
public class Back extends inv_nf_b.Sub {
  public int t() {
    return pkg;
  }
}
