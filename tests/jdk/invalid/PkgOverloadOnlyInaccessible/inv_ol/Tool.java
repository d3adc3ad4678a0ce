package inv_ol;

public class Tool {
  public static String f(String s) {
    return s;
  }

  static String f(int x) {
    return "int";
  }
}
