// Bug-exposing tests of compiler-5: operator lexes <= as a two-character LT, so every <= comparison reads as <
public class Compiler5Test {
  @Test
  public void lessOrEqual() throws Exception {
    Assert.assertEquals("IDENT(a)@1:1 LE@1:3 IDENT(b)@1:6 LT@1:8 IDENT(c)@1:10 EOF@1:11",
        Lexer.describe("a <= b < c"));
    Assert.assertEquals("4 true\n",
        Compiler.run("var i = 0;\nwhile (i <= 3) { i += 1; }\nprint i, \" \", 2 <= 2;"));
  }
}
