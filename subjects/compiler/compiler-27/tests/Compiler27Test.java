// Bug-exposing tests of compiler-27: fold does not let parameters hide constants, so a parameter named like a global constant is folded to the constant
public class Compiler27Test {
  @Test
  public void parametersHideConstants() throws Exception {
    String warm = ConstantFolder.foldSource(NumbersScenarioTest.PROGRAM);
    Assert.assertEquals("2256 fun f(K: int): int {\n"
        + "  return K * 2;\n"
        + "}\n"
        + "const K = 3;\n"
        + "print f(5);\n"
        + "// 0 folds\n",
        warm.length() + " " + ConstantFolder.foldSource("const K = 3;\nfun f(K: int): int { return K * 2; }\nprint f(5);"));
    Assert.assertEquals("10\n",
        Compiler.runOptimised("const K = 3;\nfun f(K: int): int { return K * 2; }\nprint f(5);"));
  }
}
