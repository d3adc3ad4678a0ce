// Bug-exposing tests of compiler-17: visitCall compares every argument with a parameter type, so a call with more arguments than parameters fails with an index error
public class Compiler17Test {
  @Test
  public void tooManyArguments() throws Exception {
    Assert.assertEquals("2:7: error: f takes 1 argument, not 3\n",
        TypeChecker.report("fun f(a: int): int { return a; }\nprint f(1, true, 3);"));
  }
}
