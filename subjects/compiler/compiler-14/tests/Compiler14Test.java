// Bug-exposing tests of compiler-14: visitIf says an if-else completes only when both branches do, so a function whose else branch falls off the end is not reported
public class Compiler14Test {
  @Test
  public void ifElseFallsThrough() throws Exception {
    Assert.assertEquals("1:1: error: missing return in f\n",
        TypeChecker.report("fun f(n: int): int { if (n > 0) { return 1; } else { print n; } }"));
    Assert.assertEquals("1:1: error: missing return in g\n",
        TypeChecker.report("fun g(n: int): int { if (n > 0) { print n; } else { return 2; } }"));
  }
}
