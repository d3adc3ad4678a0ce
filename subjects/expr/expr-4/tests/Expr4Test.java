// Bug-exposing tests of expr-4: An Evaluator built with a null environment fails with NullPointerException instead of using a fresh one
public class Expr4Test {
  @Test
  public void nullEnvironmentMeansFresh() {
    Evaluator ev = new Evaluator(null);
    Assert.assertEquals(6, ev.run("x = 2; x * 3"));
    Assert.assertEquals(1, ev.environment().size());
  }

  @Test
  public void givenEnvironmentIsUsed() {
    Environment env = new Environment();
    new Evaluator(env).run("k = 9");
    Assert.assertEquals(9, env.get("k"));
  }
}
