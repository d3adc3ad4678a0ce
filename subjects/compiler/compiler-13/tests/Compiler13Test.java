// Bug-exposing tests of compiler-13: statements reports every statement after a return, instead of the first unreachable one only
public class Compiler13Test {
  @Test
  public void oneUnreachableError() throws Exception {
    Assert.assertEquals("3:3: error: unreachable statement\n",
        TypeChecker.report("fun f(n: int): int {\n  return n;\n  print n;\n  print n + 1;\n}"));
  }
}
