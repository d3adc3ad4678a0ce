// Bug-exposing tests of compiler-30: visitWhile patches the loop exit before emitting the jump back, so a false condition jumps to that jump and the loop never ends
public class Compiler30Test {
  @Test
  public void loopsEnd() throws Exception {
    Assert.assertEquals("3\n",
        Compiler.run("var i = 0;\nwhile (i < 3) { i += 1; }\nprint i;"));
    Assert.assertEquals("0000 PUSH 0\n"
        + "0001 GSTORE 0\n"
        + "0002 GLOAD 0\n"
        + "0003 PUSH 2\n"
        + "0004 LT\n"
        + "0005 JUMP_IF_FALSE 11\n"
        + "0006 GLOAD 0\n"
        + "0007 PUSH 1\n"
        + "0008 ADD\n"
        + "0009 GSTORE 0\n"
        + "0010 JUMP 2\n"
        + "0011 HALT\n",
        CodeGen.listing("var i = 0;\nwhile (i < 2) { i += 1; }"));
  }
}
