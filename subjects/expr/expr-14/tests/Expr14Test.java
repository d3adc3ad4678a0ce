// Bug-exposing tests of expr-14: parseCall parses the second and later arguments as a term, so max(1, 2 + 3) is rejected
public class Expr14Test {
  @Test
  public void sumAsSecondArgument() {
    Assert.assertEquals(5, new Evaluator(new Environment()).run("max(1, 2 + 3)"));
  }

  @Test
  public void differenceAsSecondArgument() {
    Assert.assertEquals("min(a, (b - 1))", Parser.parse("min(a, b - 1)").toString());
  }
}
