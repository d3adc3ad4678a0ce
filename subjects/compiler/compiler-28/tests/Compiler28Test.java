// Bug-exposing tests of compiler-28: visitBinary pushes the wrong value when && or || short-circuits: false && x is true and true || x is false
public class Compiler28Test {
  @Test
  public void shortCircuitValues() throws Exception {
    Assert.assertEquals("false true\n",
        Compiler.run("var x = 1;\nprint x > 2 && x > 0, \" \", x > 0 || x > 2;"));
    Assert.assertEquals("0000 PUSH 1\n"
        + "0001 PUSH 2\n"
        + "0002 GT\n"
        + "0003 JUMP_IF_FALSE 6\n"
        + "0004 PUSH 1\n"
        + "0005 JUMP 7\n"
        + "0006 PUSH 0\n"
        + "0007 PRINT_BOOL\n"
        + "0008 PRINT_NL\n"
        + "0009 HALT\n",
        CodeGen.listing("print 1 > 2 && true;"));
  }
}
