// Bug-exposing tests of compiler-8: digitValue stops the upper-case hexadecimal digits at E, so F is not a digit
public class Compiler8Test {
  @Test
  public void upperCaseHex() throws Exception {
    Assert.assertEquals("NUMBER(255)@1:1 NUMBER(31)@1:6 NUMBER(255)@1:11 EOF@1:15",
        Lexer.describe("0xFF 0x1F 0xff"));
    Assert.assertEquals("255\n",
        Compiler.run("print 0xF0 + 0x0F;"));
  }
}
