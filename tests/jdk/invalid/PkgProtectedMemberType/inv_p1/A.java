package inv_p1;

public class A {
  protected static class Inner {
    public Inner() {}

    public int v() {
      return 3;
    }
  }
}
