// Bug-exposing tests of compiler-6: peek fills the lookahead one token short, so peek(0) on an empty lookahead fails with an index error
public class Compiler6Test {
  @Test
  public void peekNextToken() throws Exception {
    Assert.assertEquals("IDENT(a)@1:1",
        new Lexer("a b").peek(0).toString());
    Assert.assertEquals("2\n",
        Compiler.run("var x = 1;\nx = x + 1;\nprint x;"));
  }
}
