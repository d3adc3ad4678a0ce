// Bug-exposing tests of compiler-15: visitWhile treats while (true) as never completing even when its body breaks, so a missing return after such a loop goes unreported
public class Compiler15Test {
  @Test
  public void breakEndsForever() throws Exception {
    Assert.assertEquals("1:1: error: missing return in f\n",
        TypeChecker.report("fun f(n: int): int { while (true) { if (n > 3) { break; } n += 1; } }"));
  }
}
