// Bug-exposing tests of compiler-2: the overflow check of number rejects 2147483647 itself, the largest int literal
public class Compiler2Test {
  @Test
  public void largestLiteral() throws Exception {
    Assert.assertEquals("IDENT(x)@1:1 ASSIGN@1:3 NUMBER(2147483647)@1:5 SEMI@1:15 EOF@1:16",
        Lexer.describe("x = 2147483647;"));
    Assert.assertEquals("2147483647 -2147483648\n",
        Compiler.run("const MAX = 2147483647;\nprint MAX, \" \", MAX + 1;"));
  }
}
