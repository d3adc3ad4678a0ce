public class ParserTest {
  @Test
  public void precedenceOfProducts() {
    Assert.assertEquals("(1 + (2 * 3))", Parser.parse("1 + 2 * 3").toString());
  }

  @Test
  public void leftAssociative() {
    Assert.assertEquals("((8 - 3) - 2)", Parser.parse("8 - 3 - 2").toString());
    Assert.assertEquals("((8 / 4) % 3)", Parser.parse("8 / 4 % 3").toString());
  }

  @Test
  public void parenthesesOverridePrecedence() {
    Assert.assertEquals("((1 + 2) * 3)", Parser.parse("(1 + 2) * 3").toString());
  }

  @Test
  public void unaryMinus() {
    Assert.assertEquals("(-x * --2)", Parser.parse("-x * - -2").toString());
  }

  @Test
  public void assignment() {
    Node n = Parser.parse("total = a + 1");
    Assert.assertEquals(Node.ASSIGN, n.kind);
    Assert.assertEquals("total = (a + 1)", n.toString());
  }

  @Test
  public void callWithArguments() {
    Node n = Parser.parse("max(a, 2 * b)");
    Assert.assertEquals(Node.CALL, n.kind);
    Assert.assertEquals(2, n.argumentCount());
    Assert.assertEquals("max(a, (2 * b))", n.toString());
  }

  @Test
  public void callWithoutArguments() {
    Assert.assertEquals(0, Parser.parse("f()").argumentCount());
  }

  @Test(expected = ExprException.class)
  public void missingClosingParenthesis() {
    Parser.parse("(1 + 2");
  }

  @Test(expected = ExprException.class)
  public void trailingOperator() {
    Parser.parse("1 +");
  }

  @Test(expected = ExprException.class)
  public void twoNumbersInARow() {
    Parser.parse("1 2");
  }

  @Test
  public void depthOfTree() {
    Assert.assertEquals(1, Parser.parse("7").depth());
    Assert.assertEquals(3, Parser.parse("1 + 2 * 3").depth());
    Assert.assertEquals(3, Parser.parse("min(1, (2 - x))").depth());
  }

  @Test(expected = ExprException.class)
  public void argumentOutOfRange() {
    Parser.parse("abs(1)").argument(1);
  }
}
