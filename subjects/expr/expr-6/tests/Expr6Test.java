// Bug-exposing tests of expr-6: The remainder operator returns the absolute value instead of Java's sign-of-dividend remainder
public class Expr6Test {
  @Test
  public void negativeDividend() {
    Assert.assertEquals(-1, Evaluator.apply('%', -7, 3));
  }

  @Test
  public void remainderInAnExpression() {
    Assert.assertEquals(-2, new Evaluator(new Environment()).run("-8 % 3"));
    Assert.assertEquals(2, new Evaluator(new Environment()).run("8 % -3"));
  }
}
