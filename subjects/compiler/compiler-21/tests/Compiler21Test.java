// Bug-exposing tests of compiler-21: arithmetic folds a division by a literal zero, so folding crashes with an ArithmeticException instead of leaving the division to fail at run time
public class Compiler21Test {
  @Test
  public void divisionByZeroIsKept() throws Exception {
    String warm = ConstantFolder.foldSource(NumbersScenarioTest.PROGRAM);
    Assert.assertEquals("2256",
        warm.length() + "");
    Assert.assertEquals("var x = 1;\n"
        + "print x, 7 / 0;\n"
        + "// 0 folds\n",
        ConstantFolder.foldSource("var x = 1;\nprint x, 7 / 0;"));
    Assert.assertEquals("1\n"
        + "runtime error division by zero at pc 5 in main\n",
        Compiler.runOptimised("print 1;\nprint 2 / 0;"));
  }
}
