// Bug-exposing tests of expr-12: Evaluator.run returns 0 when the program ends with a semicolon (a stray reset of the last value)
public class Expr12Test {
  @Test
  public void trailingSemicolon() {
    Assert.assertEquals(6, new Evaluator(new Environment()).run("x = 5; x + 1;"));
  }

  @Test
  public void blankStatementsBetween() {
    Assert.assertEquals(4, new Evaluator(new Environment()).run("a = 4;; ;"));
  }
}
