package pkg_ol_a;

// Overloads of different access: code of another package sees only the public ones.
public class Tool {
  int count = 7;

  public static String f(long x) {
    return "f(long) " + x;
  }

  static String f(int x) {
    return "f(int) " + x;
  }

  public static String k(Integer x) {
    return "k(Integer) " + x;
  }

  static String k(int x) {
    return "k(int) " + x;
  }

  public String g(Object o) {
    return "g(Object) " + o;
  }

  protected String g(String s) {
    return "g(String) " + s;
  }

  // Inside the package every overload is accessible: the most specific wins.
  public static String inside() {
    return f(1) + ", " + k(2) + ", " + new Tool().g("in");
  }
}
