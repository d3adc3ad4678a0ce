// Bug-exposing tests of compiler-51: visitBinary reports an arithmetic operator on an undefined name twice: for the name and as an operand of type <error>
public class Compiler51Test {
  @Test
  public void unknownLeftOperand() throws Exception {
    String warm = TypeChecker.report(NumbersScenarioTest.PROGRAM) + TypeChecker.report(DiagnosticsScenarioTest.TYPES);
    Assert.assertEquals("1510",
        warm.length() + "");
    Assert.assertEquals("1:7: error: unknown variable zz\n"
        + "1:15: error: unknown variable yy\n",
        TypeChecker.report("print zz + 1, yy * 2;"));
  }
}
