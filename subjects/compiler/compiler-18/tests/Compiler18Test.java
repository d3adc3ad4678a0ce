// Bug-exposing tests of compiler-18: visitBinary reports a comparison with an undefined variable twice: once for the name and once as int compared with <error>
public class Compiler18Test {
  @Test
  public void unknownOperandReportedOnce() throws Exception {
    String warm = TypeChecker.report(NumbersScenarioTest.PROGRAM) + TypeChecker.report(DiagnosticsScenarioTest.TYPES);
    Assert.assertEquals("1510",
        warm.length() + "");
    Assert.assertEquals("1:12: error: unknown variable zz\n"
        + "1:24: error: unknown variable yy\n",
        TypeChecker.report("print 1 == zz, true != yy;"));
  }
}
