package inv_p1;

public class A {
  protected int g() {
    return 1;
  }
}
