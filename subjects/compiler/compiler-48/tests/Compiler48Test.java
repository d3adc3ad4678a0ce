// Bug-exposing tests of compiler-48: visitUnary expects an int operand for ! and a bool for -, the other way round
public class Compiler48Test {
  @Test
  public void unaryOperands() throws Exception {
    Assert.assertEquals("ok",
        TypeChecker.report("var b = !true;\nvar n = -5 + 1;\nvar m = -n;\nprint b, m;"));
  }
}
