// Bug-exposing tests of compiler-10: recover does not stop at fun, so a syntax error before a function declaration swallows the function
public class Compiler10Test {
  @Test
  public void recoversBeforeFunctions() throws Exception {
    Assert.assertEquals("2:1: ';' expected, found 'fun'\n"
        + "3:1: function f is already defined\n",
        Parser.diagnose("var a = 1\nfun f(x: int): int { return x; }\nfun f(y: int) { }"));
    Assert.assertEquals("1:9: an expression expected, found ';'\n"
        + "3:1: ';' expected, found 'fun'\n"
        + "3:8: a name expected, found '{'\n"
        + "5:12: declaration not allowed here\n"
        + "6:1: break outside a loop\n"
        + "7:1: return outside a function\n"
        + "8:1: not a statement\n"
        + "9:16: ')' expected, found ';'\n"
        + "10:15: duplicate parameter a\n"
        + "11:16: a type expected, found 'string'\n"
        + "14:1: function g is already defined\n"
        + "15:15: an expression expected, found ';'\n",
        Parser.diagnose(DiagnosticsScenarioTest.SYNTAX));
  }
}
