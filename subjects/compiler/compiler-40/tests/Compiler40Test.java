// Bug-exposing tests of compiler-40: RET_VOID does not leave the frame, so a function without a result runs on into the code after it
public class Compiler40Test {
  @Test
  public void voidFunctionsReturn() throws Exception {
    Assert.assertEquals("hello 1\n"
        + "hello 2\n"
        + "done\n",
        VM.run("fun hello(n: int) { print \"hello \", n; }\nhello(1);\nhello(2);\nprint \"done\";"));
  }
}
