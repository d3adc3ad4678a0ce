// Bug-exposing tests of compiler-54: identity folds 1 * x to 1 instead of x
public class Compiler54Test {
  @Test
  public void oneTimesX() throws Exception {
    Assert.assertEquals("var x = 6;\n"
        + "print x;\n"
        + "// 1 folds\n",
        ConstantFolder.foldSource("var x = 6;\nprint 1 * x;"));
    Assert.assertEquals("6\n",
        Compiler.runOptimised("var x = 6;\nprint 1 * x;"));
  }
}
