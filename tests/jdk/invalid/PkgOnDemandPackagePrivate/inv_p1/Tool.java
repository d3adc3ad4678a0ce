package inv_p1;

class Tool {
  public static int f() {
    return 1;
  }
}
