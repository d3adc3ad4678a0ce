/** Every error the expression library reports: syntax errors, unknown names, division by zero. */
public class ExprException extends RuntimeException {
  public ExprException(String message) {
    super(message);
  }
}
// Bug-exposing tests of expr-1: A number literal too large for int escapes the tokenizer as NumberFormatException instead of ExprException
public class Expr1Test {
  @Test(expected = ExprException.class)
  public void hugeLiteralIsASyntaxError() {
    new Tokenizer("1 + 99999999999").tokenize();
  }

  @Test
  public void hugeLiteralMessageNamesThePosition() {
    try {
      Parser.parse("x * 12345678901");
      Assert.fail("no exception");
    } catch (ExprException e) {
      Assert.assertEquals("number too large at 4", e.getMessage());
    }
  }

  @Test
  public void largestIntIsFine() {
    Assert.assertEquals(2147483647, new Tokenizer("2147483647").tokenize()[0].value);
  }
}
