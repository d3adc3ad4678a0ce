package inv_ni_a;

public class Tool {
  static String h(int x) {
    return "h(int) " + x;
  }
}
