// Bug-exposing tests of compiler-56: visitCond jumps to the else part when the condition holds, so ?: picks the wrong value
public class Compiler56Test {
  @Test
  public void conditionalValues() throws Exception {
    Assert.assertEquals("10 20\n",
        Compiler.run("var x = 3;\nprint x > 2 ? 10 : 20, \" \", x < 2 ? 10 : 20;"));
    Assert.assertEquals("0000 PUSH 1\n"
        + "0001 PUSH 2\n"
        + "0002 GT\n"
        + "0003 JUMP_IF_FALSE 6\n"
        + "0004 PUSH 3\n"
        + "0005 JUMP 7\n"
        + "0006 PUSH 4\n"
        + "0007 PRINT_INT\n"
        + "0008 PRINT_NL\n"
        + "0009 HALT\n",
        CodeGen.listing("print 1 > 2 ? 3 : 4;"));
  }
}
