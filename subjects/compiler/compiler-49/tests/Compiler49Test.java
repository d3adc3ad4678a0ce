// Bug-exposing tests of compiler-49: checkFunction reports a missing return in every function with a result, and in every function without one that falls off its end
public class Compiler49Test {
  @Test
  public void missingReturnOnly() throws Exception {
    Assert.assertEquals("3:1: error: missing return in h\n",
        TypeChecker.report("fun f(n: int): int { return n; }\nfun g() { print 1; }\nfun h(n: int): int { print n; }"));
  }
}
