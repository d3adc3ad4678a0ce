// Bug-exposing tests of compiler-1: a tab advances the column to the tab stop itself instead of one past it, so every token after a tab is reported a column early
public class Compiler1Test {
  @Test
  public void columnsAfterTabs() throws Exception {
    Assert.assertEquals("IDENT(x)@1:5 IDENT(y)@2:5 IDENT(z)@3:9 ASSIGN@3:11 NUMBER(1)@3:13 SEMI@3:14 EOF@3:15",
        Lexer.describe("\tx\n  \ty\n\t\tz = 1;"));
    Assert.assertEquals("2:13: an expression expected, found ';'\n",
        Parser.diagnose("var a = 1;\n\tvar b = ;"));
  }
}
