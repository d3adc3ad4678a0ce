package inv_p1;

public class A {
  int x;
}
