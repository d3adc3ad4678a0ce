public class CodeGenTest {
  @Test
  public void arithmeticAndPrint() throws Exception {
    Assert.assertEquals("0000 PUSH 1\n0001 PUSH 2\n0002 PUSH 3\n0003 MUL\n0004 ADD\n0005 PRINT_INT\n"
        + "0006 PRINT_NL\n0007 HALT\n", CodeGen.listing("print 1 + 2 * 3;"));
  }

  @Test
  public void globalsAndLocals() throws Exception {
    Chunk c = CodeGen.compile("var g = 1;\n{ var a = 2; var b = 3; print a + b + g; }\n{ var c = 4; print c; }");
    Assert.assertEquals(1, c.globals());
    Assert.assertEquals(2, c.mainFrameSize());
  }

  @Test
  public void functionFrames() throws Exception {
    Chunk c = CodeGen.compile("fun f(a: int, b: int): int { var t = a; { var u = b; t = u; } return t; }\nprint f(1, 2);");
    Assert.assertEquals(1, c.functionCount());
    Assert.assertEquals(4, c.function(0).frameSize());
    Assert.assertEquals(2, c.function(0).arity());
    Assert.assertEquals(Op.HALT, c.at(c.function(0).entry() - 1).op());
  }

  @Test
  public void shortCircuitJumps() throws Exception {
    Assert.assertEquals("0000 PUSH 1\n0001 JUMP_IF_TRUE 4\n0002 PUSH 0\n0003 JUMP 5\n0004 PUSH 1\n"
        + "0005 PRINT_BOOL\n0006 PRINT_NL\n0007 HALT\n", CodeGen.listing("print true || false;"));
    Assert.assertEquals("0000 PUSH 0\n0001 JUMP_IF_FALSE 4\n0002 PUSH 1\n0003 JUMP 5\n0004 PUSH 0\n"
        + "0005 PRINT_BOOL\n0006 PRINT_NL\n0007 HALT\n", CodeGen.listing("print false && true;"));
  }

  @Test
  public void loopsWithBreakAndContinue() throws Exception {
    Assert.assertEquals("0\n2\n", Compiler.run("var i = 0;\nwhile (true) { if (i > 2) { break; } "
        + "if (i == 1) { i += 1; continue; } print i; i += 1; }"));
  }

  @Test
  public void voidCallsDropNothing() throws Exception {
    Chunk c = CodeGen.compile("fun f() { print 1; }\nfun g(): int { return 2; }\nf();\ng();");
    Assert.assertEquals(Integer.valueOf(1), c.histogram().get("POP"));
    Assert.assertEquals(Integer.valueOf(1), c.histogram().get("RET_VOID"));
  }

  @Test
  public void stringsAreShared() throws Exception {
    Chunk c = CodeGen.compile("print \"a\", 1, \"a\";\nprint \"b\";");
    Assert.assertEquals("a", c.stringAt(0));
    Assert.assertEquals("b", c.stringAt(1));
  }

  @Test
  public void compileErrorsAreReported() throws Exception {
    Assert.assertEquals("error 1:7: unknown variable q", CodeGen.listing("print q;"));
  }
}
