// Bug-exposing tests of expr-11: Node.toString puts a comma before the first argument of a call: max(, a, 2)
public class Expr11Test {
  @Test
  public void callPrinting() {
    Assert.assertEquals("max(a, 2)", Parser.parse("max(a, 2)").toString());
  }

  @Test
  public void singleArgumentCall() {
    Assert.assertEquals("abs(-x)", Parser.parse("abs(-x)").toString());
  }
}
