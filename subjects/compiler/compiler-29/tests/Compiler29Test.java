// Bug-exposing tests of compiler-29: block does not free the slots of its variables when it ends, so frames grow with every block
public class Compiler29Test {
  @Test
  public void slotsAreReused() throws Exception {
    String warm = CodeGen.listing(NumbersScenarioTest.PROGRAM);
    Assert.assertEquals("7450 0000 PUSH 1\n"
        + "0001 CALL 0 1\n"
        + "0002 PRINT_INT\n"
        + "0003 PRINT_NL\n"
        + "0004 HALT\n"
        + "f/1 frame 2:\n"
        + "0005 LOAD 0\n"
        + "0006 STORE 1\n"
        + "0007 LOAD 1\n"
        + "0008 STORE 0\n"
        + "0009 LOAD 0\n"
        + "0010 STORE 1\n"
        + "0011 LOAD 1\n"
        + "0012 STORE 0\n"
        + "0013 LOAD 0\n"
        + "0014 RET\n",
        warm.length() + " " + CodeGen.listing("fun f(n: int): int {\n  { var a = n; n = a; }\n  { var b = n; n = b; }\n  return n;\n}\nprint f(1);"));
  }
}
