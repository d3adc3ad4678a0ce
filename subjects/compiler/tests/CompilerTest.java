public class CompilerTest {
  @Test
  public void foldingDoesNotChangeOutput() throws Exception {
    String src = "const A = 6;\nfun f(x: int): int { return x * (A - 5) + 0; }\nprint f(7), \" \", A > 5 && true;";
    Assert.assertEquals("7 true\n", Compiler.run(src));
    Assert.assertEquals(Compiler.run(src), Compiler.runOptimised(src));
  }

  @Test
  public void foldedCodeIsShorter() throws Exception {
    Compiler c = new Compiler();
    String src = "print 1 + 2 + 3 + 4;";
    int folded = c.compile(src).size();
    c.setFold(false);
    Assert.assertEquals(4, folded);
    Assert.assertEquals(10, c.compile(src).size());
  }

  @Test
  public void errorsAreLabelled() throws Exception {
    Assert.assertEquals("compile error 1:7: unknown variable y\n", Compiler.run("print y;"));
    Compiler c = new Compiler();
    c.setStepLimit(50);
    Assert.assertEquals("runtime error step limit exceeded at pc 2 in main\n",
        c.execute("while (true) { }"));
  }

  @Test(expected = IllegalArgumentException.class)
  public void stepLimitMustBePositive() throws Exception {
    new Compiler().setStepLimit(0);
  }

  @Test
  public void pipelineStopsAtTheFirstBrokenStage() throws Exception {
    Assert.assertEquals("== tokens\nerror 1:7: unexpected character '@'\n", Compiler.pipeline("print @;"));
  }
}
