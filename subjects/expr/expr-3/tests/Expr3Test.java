// Bug-exposing tests of expr-3: Node.depth dereferences a missing right child (NullPointerException on leaves and negations)
public class Expr3Test {
  @Test
  public void leafHasDepthOne() {
    Assert.assertEquals(1, Node.number(3).depth());
  }

  @Test
  public void negationAddsALevel() {
    Assert.assertEquals(3, Parser.parse("--x").depth());
  }
}
