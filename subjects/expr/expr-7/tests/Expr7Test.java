// Bug-exposing tests of expr-7: parseTerm peeks at the operator instead of consuming it, so every product or quotient is rejected
public class Expr7Test {
  @Test
  public void product() {
    Assert.assertEquals(42, new Evaluator(new Environment()).run("6 * 7"));
  }

  @Test
  public void quotientAndRemainder() {
    Assert.assertEquals("((9 / 2) % 3)", Parser.parse("9 / 2 % 3").toString());
  }
}
