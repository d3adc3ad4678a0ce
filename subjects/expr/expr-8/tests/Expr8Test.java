// Bug-exposing tests of expr-8: parseStatement does not consume the '=' of an assignment, so every assignment is a syntax error
public class Expr8Test {
  @Test
  public void simpleAssignment() {
    Environment env = new Environment();
    Assert.assertEquals(3, new Evaluator(env).run("x = 3"));
    Assert.assertEquals(3, env.get("x"));
  }

  @Test
  public void assignmentTree() {
    Assert.assertEquals("y = (x - 1)", Parser.parse("y = x - 1").toString());
  }
}
