// Bug-exposing tests of compiler-44: number does not clear its underscore flag after a digit, so 1_000 is rejected as a misplaced '_'
public class Compiler44Test {
  @Test
  public void digitSeparators() throws Exception {
    Assert.assertEquals("NUMBER(1000)@1:1 NUMBER(31)@1:7 EOF@1:12",
        Lexer.describe("1_000 0x1_F"));
    Assert.assertEquals("1000\n",
        Compiler.run("print 1_000_000 / 1_000;"));
  }
}
