// Bug-exposing tests of compiler-20: the diagnostic order puts later columns of a line first, so the errors of one line are reported right to left
public class Compiler20Test {
  @Test
  public void errorsLeftToRight() throws Exception {
    Assert.assertEquals("1:7: error: unknown variable a\n"
        + "1:10: error: unknown variable b\n"
        + "1:13: error: unknown variable c\n"
        + "2:12: error: operator + needs int, not bool\n"
        + "2:19: error: operator && needs bool, not int\n",
        TypeChecker.report("print a, b, c;\nprint true + 1, 2 && false;"));
  }
}
