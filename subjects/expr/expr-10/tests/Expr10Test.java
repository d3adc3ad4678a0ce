// Bug-exposing tests of expr-10: Environment.indexOf scans one slot past the last variable (NullPointerException or ArrayIndexOutOfBounds for unknown names)
public class Expr10Test {
  @Test
  public void unknownNameIsAbsent() {
    Environment env = new Environment();
    env.set("a", 1);
    Assert.assertFalse(env.has("b"));
  }

  @Test
  public void fullArraysUnknownName() {
    Environment env = new Environment();
    env.set("a", 1);
    env.set("b", 2);
    env.set("c", 3);
    env.set("d", 4);
    Assert.assertFalse(env.remove("e"));
    Assert.assertEquals(4, env.size());
  }
}
