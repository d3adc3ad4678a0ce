// Bug-exposing tests of compiler-16: visitLet declares every variable in the outermost scope (peekLast instead of peek), so a block variable clashes with a global of the same name
public class Compiler16Test {
  @Test
  public void blockScopes() throws Exception {
    Assert.assertEquals("ok",
        TypeChecker.report("var x = 1;\n{ var x = true; print x; }\nprint x;"));
    Assert.assertEquals("1:24: warning: variable t is never used\n",
        TypeChecker.report("fun f(n: int): int { { var t = n; } { var t = 2; print t; } return n; }"));
  }
}
