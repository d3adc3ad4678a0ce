// Bug-exposing tests of compiler-22: identity treats 0 - x as x, as if subtraction were commutative
public class Compiler22Test {
  @Test
  public void zeroMinusX() throws Exception {
    Assert.assertEquals("var x = 5;\n"
        + "print 0 - x, x;\n"
        + "// 1 folds\n",
        ConstantFolder.foldSource("var x = 5;\nprint 0 - x, x - 0;"));
    Assert.assertEquals("-5\n",
        Compiler.runOptimised("var x = 5;\nprint 0 - x;"));
  }
}
