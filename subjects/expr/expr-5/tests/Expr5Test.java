// Bug-exposing tests of expr-5: parsePrimary takes a number's value from the following token (peek) instead of the number token
public class Expr5Test {
  @Test
  public void numbersKeepTheirValue() {
    Assert.assertEquals(5, new Evaluator(new Environment()).run("2 + 3"));
  }

  @Test
  public void numberBeforeNumberInCall() {
    Assert.assertEquals("max(4, 7)", Parser.parse("max(4, 7)").toString());
  }
}
