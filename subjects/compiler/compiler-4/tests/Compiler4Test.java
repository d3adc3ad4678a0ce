// Bug-exposing tests of compiler-4: the escape \n of a string literal falls through to the case of \t, so it adds a newline and a tab
public class Compiler4Test {
  @Test
  public void newlineEscape() throws Exception {
    Assert.assertEquals("PRINT@1:1 STRING(\"a\n"
        + "b\")@1:7 SEMI@1:13 EOF@1:14",
        Lexer.describe("print \"a\\nb\";"));
    Assert.assertEquals("x\n"
        + "y1\n",
        Compiler.run("print \"x\\ny\", 1;"));
  }
}
