// Bug-exposing tests of compiler-3: the block-comment loop of skipSpaceAndComments does not stop at the closing */, so everything after a block comment is skipped
public class Compiler3Test {
  @Test
  public void codeAfterBlockComment() throws Exception {
    Assert.assertEquals("IDENT(x)@1:9 IDENT(y)@1:19 EOF@1:20",
        Lexer.describe("/* a */ x /* b */ y"));
    Assert.assertEquals("2\n",
        Compiler.run("var a = 1; /* one */ print a + 1;"));
  }
}
