// Bug-exposing tests of compiler-57: visitIf never patches the jump over the else branch, so a taken then branch jumps to address -1
public class Compiler57Test {
  @Test
  public void ifElse() throws Exception {
    Assert.assertEquals("1\n"
        + "3\n",
        Compiler.run("var x = 3;\nif (x > 2) { print 1; } else { print 2; }\nprint 3;"));
    Assert.assertEquals("0000 PUSH 1\n"
        + "0001 PUSH 2\n"
        + "0002 GT\n"
        + "0003 JUMP_IF_FALSE 8\n"
        + "0004 PUSH 3\n"
        + "0005 PRINT_INT\n"
        + "0006 PRINT_NL\n"
        + "0007 JUMP 11\n"
        + "0008 PUSH 4\n"
        + "0009 PRINT_INT\n"
        + "0010 PRINT_NL\n"
        + "0011 HALT\n",
        CodeGen.listing("if (1 > 2) { print 3; } else { print 4; }"));
  }
}
