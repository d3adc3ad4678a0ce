// Bug-exposing tests of expr-2: parseExpression parses the right operand of + and - as a unary instead of a term, so 1 + 2 * 3 is rejected
public class Expr2Test {
  @Test
  public void productOnTheRight() {
    Assert.assertEquals("(1 + (2 * 3))", Parser.parse("1 + 2 * 3").toString());
  }

  @Test
  public void evaluatesMixedPrecedence() {
    Assert.assertEquals(14, new Evaluator(new Environment()).run("2 * 3 + 4 * 2"));
  }
}
