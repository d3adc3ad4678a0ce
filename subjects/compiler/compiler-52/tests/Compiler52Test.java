// Bug-exposing tests of compiler-52: visitUnary folds -(literal) to the literal itself, dropping the sign
public class Compiler52Test {
  @Test
  public void negatedLiterals() throws Exception {
    Assert.assertEquals("-5",
        ConstantFolder.evaluate("-(2 + 3)"));
    Assert.assertEquals("-2 4\n",
        Compiler.runOptimised("print -(1 + 1), \" \", -(-(4));"));
  }
}
