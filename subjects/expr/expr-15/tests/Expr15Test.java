// Bug-exposing tests of expr-15: An assignment to a variable that already exists is evaluated but not stored
public class Expr15Test {
  @Test
  public void reassignmentStores() {
    Evaluator ev = new Evaluator(new Environment());
    Assert.assertEquals(4, ev.run("x = 1; x = x + 3; x"));
  }

  @Test
  public void counterLoopByHand() {
    Environment env = new Environment();
    env.set("n", 10);
    Evaluator ev = new Evaluator(env);
    ev.run("n = n - 1; n = n - 1");
    Assert.assertEquals(8, env.get("n"));
  }
}
