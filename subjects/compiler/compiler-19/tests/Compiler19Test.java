// Bug-exposing tests of compiler-19: condition warns about a literal condition only in while loops, the one place it is meant (while (true)), and never in if or ?:
public class Compiler19Test {
  @Test
  public void literalConditions() throws Exception {
    Assert.assertEquals("3:5: warning: condition of if is always false\n"
        + "4:7: warning: condition of ?: is always true\n",
        TypeChecker.report("var x = 0;\nwhile (true) { x += 1; if (x > 2) { break; } }\nif (false) { print x; }\nprint true ? 1 : 2;"));
  }
}
