// Bug-exposing tests of compiler-46: statement looks two tokens ahead instead of one for an assignment operator, so assignments are parsed as expressions
public class Compiler46Test {
  @Test
  public void assignments() throws Exception {
    Assert.assertEquals("ok",
        Parser.diagnose("var x = 1;\nx = 2;\nx += 3;"));
    Assert.assertEquals("5\n",
        Compiler.run("var x = 1;\nx = x + 4;\nprint x;"));
  }
}
