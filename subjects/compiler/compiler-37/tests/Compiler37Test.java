// Bug-exposing tests of compiler-37: call sizes the frame by the smaller of the frame size and the argument count, so a function with locals overruns its frame
public class Compiler37Test {
  @Test
  public void framesHoldLocals() throws Exception {
    String warm = VM.run(DiagnosticsScenarioTest.SYNTAX) + VM.run(SyntaxScenarioTest.STATEMENTS);
    Assert.assertEquals("67",
        warm.length() + "");
    Assert.assertEquals("10\n",
        VM.run("fun f(n: int): int { var a = n + 1; var b = a * 2; return b; }\nprint f(4);"));
  }
}
