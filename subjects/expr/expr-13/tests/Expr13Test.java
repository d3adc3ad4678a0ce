// Bug-exposing tests of expr-13: Evaluator.run throws NullPointerException for a null program instead of returning 0
public class Expr13Test {
  @Test
  public void nullProgramIsZero() {
    Assert.assertEquals(0, new Evaluator(new Environment()).run(null));
  }

  @Test
  public void nullProgramLeavesEnvironmentEmpty() {
    Evaluator ev = new Evaluator(new Environment());
    ev.run(null);
    Assert.assertEquals("", ev.environment().describe());
  }
}
