// Bug-exposing tests of compiler-42: a line comment on the last line runs past the end of the text: skipSpaceAndComments reads a character beyond it
public class Compiler42Test {
  @Test
  public void commentAtTheEnd() throws Exception {
    String warm = Lexer.histogram(NumbersScenarioTest.PROGRAM) + Lexer.describe(DiagnosticsScenarioTest.SYNTAX);
    Assert.assertEquals("1456",
        warm.length() + "");
    Assert.assertEquals("IDENT(x)@1:1 ASSIGN@1:3 NUMBER(1)@1:5 SEMI@1:6 EOF@1:18",
        Lexer.describe("x = 1; // the end"));
    Assert.assertEquals("1\n",
        Compiler.run("print 1; // done"));
  }
}
