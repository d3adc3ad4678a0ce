public class VMTest {
  @Test
  public void runsAProgram() throws Exception {
    Assert.assertEquals("55\n", VM.run("fun fib(n: int): int { if (n < 2) { return n; } return fib(n - 1) + fib(n - 2); }\nprint fib(10);"));
  }

  @Test
  public void divisionFollowsJava() throws Exception {
    Assert.assertEquals("-3 -1 -2147483648 0\n",
        VM.run("var m = -2147483647 - 1;\nvar k = -1;\nprint -7 / 2, \" \", -7 % 2, \" \", m / k, \" \", m % k;"));
  }

  @Test
  public void runtimeErrorsKeepOutput() throws Exception {
    Assert.assertEquals("1\nruntime error division by zero at pc 7 in main\n",
        VM.run("var z = 0;\nprint 1;\nprint 1 / z;"));
  }

  @Test
  public void depthIsLimited() throws Exception {
    Chunk c = CodeGen.compile("fun r(n: int): int { if (n == 0) { return 0; } return r(n - 1) + 1; }\nprint r(10);");
    VM vm = new VM(c);
    vm.setMaxDepth(5);
    try {
      vm.execute();
      Assert.fail("no error");
    } catch (VmException e) {
      Assert.assertEquals("call depth exceeded at pc 14", e.getMessage());
      Assert.assertEquals(5, vm.deepest());
    }
  }

  @Test
  public void stackIsLimited() throws Exception {
    Chunk c = new Chunk();
    c.emit(new Instr(Op.PUSH, 1));
    c.emit(new Instr(Op.PUSH, 2));
    c.emit(new Instr(Op.PUSH, 3));
    c.emit(new Instr(Op.HALT));
    VM vm = new VM(c, 2);
    try {
      vm.execute();
      Assert.fail("no error");
    } catch (VmException e) {
      Assert.assertEquals("stack overflow at pc 2", e.getMessage());
    }
  }

  @Test
  public void profileCountsOperations() throws Exception {
    Chunk c = CodeGen.compile("var i = 0;\nwhile (i < 3) { i += 1; }");
    VM vm = new VM(c);
    vm.execute();
    Assert.assertEquals("PUSH=8 GLOAD=7 GSTORE=4 LT=4 JUMP_IF_FALSE=4 ADD=3 JUMP=3 HALT=1",
        vm.profile());
    Assert.assertEquals(3, vm.global(0));
    Assert.assertEquals(34, vm.steps());
  }

  // Hand-built code for a long loop, run without the front end: sum of 1..n by a counted loop.
  @Test
  public void longLoopOnHandBuiltCode() throws Exception {
    Chunk c = new Chunk();
    c.setMainFrameSize(2);
    c.emit(new Instr(Op.PUSH, 0));
    c.emit(new Instr(Op.STORE, 0));
    c.emit(new Instr(Op.PUSH, 4000));
    c.emit(new Instr(Op.STORE, 1));
    c.emit(new Instr(Op.LOAD, 1));
    c.emit(new Instr(Op.PUSH, 0));
    c.emit(new Instr(Op.GT));
    c.emit(new Instr(Op.JUMP_IF_FALSE, 17));
    c.emit(new Instr(Op.LOAD, 0));
    c.emit(new Instr(Op.LOAD, 1));
    c.emit(new Instr(Op.ADD));
    c.emit(new Instr(Op.STORE, 0));
    c.emit(new Instr(Op.LOAD, 1));
    c.emit(new Instr(Op.PUSH, 1));
    c.emit(new Instr(Op.SUB));
    c.emit(new Instr(Op.STORE, 1));
    c.emit(new Instr(Op.JUMP, 4));
    c.emit(new Instr(Op.LOAD, 0));
    c.emit(new Instr(Op.PRINT_INT));
    c.emit(new Instr(Op.PRINT_NL));
    c.emit(new Instr(Op.HALT));
    VM vm = new VM(c);
    vm.execute();
    Assert.assertEquals("8002000\n", vm.output());
    Assert.assertEquals(52012, vm.steps());
  }
}
