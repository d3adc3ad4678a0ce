// Bug-exposing tests of compiler-24: visitLet records every variable with a literal initial value as a constant, so later uses are folded to the initial value even after assignments
public class Compiler24Test {
  @Test
  public void variablesAreNotConstants() throws Exception {
    Assert.assertEquals("var x = 1;\n"
        + "x = 2;\n"
        + "print x;\n"
        + "// 0 folds\n",
        ConstantFolder.foldSource("var x = 1;\nx = 2;\nprint x;"));
    Assert.assertEquals("5\n",
        Compiler.runOptimised("var n = 0;\nn += 5;\nprint n;"));
  }
}
