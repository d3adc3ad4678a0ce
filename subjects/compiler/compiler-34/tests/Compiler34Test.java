// Bug-exposing tests of compiler-34: call moves the arguments into the frame in reverse order, so the first parameter gets the last argument
public class Compiler34Test {
  @Test
  public void argumentOrder() throws Exception {
    Assert.assertEquals("7\n",
        VM.run("fun f(a: int, b: int): int { return a - b; }\nprint f(10, 3);"));
  }
}
