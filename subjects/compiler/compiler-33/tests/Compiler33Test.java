// Bug-exposing tests of compiler-33: function starts the locals at slot 0, on top of the parameters
public class Compiler33Test {
  @Test
  public void localsAfterParameters() throws Exception {
    Assert.assertEquals("34\n",
        Compiler.run("fun f(a: int, b: int): int { var c = a * 10; return c + b; }\nprint f(3, 4);"));
  }
}
