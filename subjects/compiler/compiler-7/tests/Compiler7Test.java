// Bug-exposing tests of compiler-7: identifier stops at the first digit, so a name like x1 is read as x followed by the number 1
public class Compiler7Test {
  @Test
  public void namesWithDigits() throws Exception {
    Assert.assertEquals("IDENT(x1)@1:1 ASSIGN@1:4 IDENT(a2b)@1:6 SEMI@1:9 EOF@1:10",
        Lexer.describe("x1 = a2b;"));
    Assert.assertEquals("6\n",
        Compiler.run("var v1 = 3;\nvar v2 = v1 * 2;\nprint v2;"));
  }
}
