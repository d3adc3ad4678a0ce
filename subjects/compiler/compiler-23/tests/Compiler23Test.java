// Bug-exposing tests of compiler-23: identity folds false && x to x instead of false
public class Compiler23Test {
  @Test
  public void falseAndX() throws Exception {
    Assert.assertEquals("var x = 5;\n"
        + "print false;\n"
        + "// 1 folds\n",
        ConstantFolder.foldSource("var x = 5;\nprint false && x > 1;"));
    Assert.assertEquals("false\n",
        Compiler.runOptimised("var x = 5;\nprint false && x > 1;"));
  }
}
