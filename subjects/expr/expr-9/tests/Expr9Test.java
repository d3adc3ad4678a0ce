// Bug-exposing tests of expr-9: readNumber skips the character after every number literal (a stray pos++)
public class Expr9Test {
  @Test
  public void operatorRightAfterNumber() {
    Assert.assertEquals(15, new Evaluator(new Environment()).run("12+3"));
  }

  @Test
  public void closingParenthesisAfterNumber() {
    Token[] tokens = new Tokenizer("(7)").tokenize();
    Assert.assertEquals(4, tokens.length);
    Assert.assertEquals(Token.RPAREN, tokens[2].kind);
  }
}
