// Bug-exposing tests of compiler-12: isAssignOp leaves out -=, so x -= 1; is parsed as an expression statement and rejected
public class Compiler12Test {
  @Test
  public void minusAssign() throws Exception {
    Assert.assertEquals("ok",
        Parser.diagnose("var x = 3;\nx -= 1;"));
    Assert.assertEquals("6\n",
        Compiler.run("var x = 10;\nx -= 4;\nprint x;"));
  }
}
