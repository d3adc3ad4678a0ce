// Bug-exposing tests of compiler-55: identity folds true || x to x instead of true
public class Compiler55Test {
  @Test
  public void trueOrX() throws Exception {
    Assert.assertEquals("var x = 6;\n"
        + "print true;\n"
        + "// 1 folds\n",
        ConstantFolder.foldSource("var x = 6;\nprint true || x > 9;"));
    Assert.assertEquals("true\n",
        Compiler.runOptimised("var x = 6;\nprint true || x > 9;"));
  }
}
