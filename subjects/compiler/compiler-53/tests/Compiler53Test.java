// Bug-exposing tests of compiler-53: arithmetic folds a remainder of two literals as their quotient
public class Compiler53Test {
  @Test
  public void remainderOfLiterals() throws Exception {
    Assert.assertEquals("2",
        ConstantFolder.evaluate("17 % 5"));
    Assert.assertEquals("2 -1\n",
        Compiler.runOptimised("print 17 % 5, \" \", -7 % 2;"));
  }
}
