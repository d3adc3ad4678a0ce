public class TypeCheckerTest {
  @Test
  public void wellTypedProgramIsOk() throws Exception {
    Assert.assertEquals("ok", TypeChecker.report("fun f(n: int): bool { return n > 0; }\nprint f(3);"));
  }

  @Test
  public void expressionsGetTheirTypes() throws Exception {
    Assert.assertEquals("1 + 2: int\n1 < 2: bool\ntrue ? 1 : 2: int\n",
        TypeChecker.types("var a = 1 + 2;\nvar b = 1 < 2;\nprint true ? 1 : 2;"));
  }

  @Test
  public void operandTypes() throws Exception {
    Assert.assertEquals("1:9: error: operator && needs bool, not int\n",
        TypeChecker.report("print 1 && true;"));
    Assert.assertEquals("1:9: error: cannot compare int with bool\n",
        TypeChecker.report("print 1 == true;"));
  }

  @Test
  public void callsAreChecked() throws Exception {
    Assert.assertEquals("2:7: error: f takes 1 argument, not 2\n",
        TypeChecker.report("fun f(a: int): int { return a; }\nprint f(1, 2);"));
    Assert.assertEquals("1:7: error: unknown function nope\n", TypeChecker.report("print nope();"));
  }

  @Test
  public void missingReturn() throws Exception {
    Assert.assertEquals("1:1: error: missing return in f\n",
        TypeChecker.report("fun f(a: int): int { if (a > 0) { return 1; } }"));
    Assert.assertEquals("ok", TypeChecker.report(
        "fun f(a: int): int { if (a > 0) { return 1; } else { return 2; } }"));
  }

  @Test
  public void scopesAndShadowing() throws Exception {
    Assert.assertEquals("ok", TypeChecker.report("var x = 1;\n{ var x = true; print x; }\nprint x;"));
    Assert.assertEquals("2:1: error: x is already defined\n",
        TypeChecker.report("var x = 1;\nvar x = 2;"));
    Assert.assertEquals("1:3: warning: variable y is never used\n",
        TypeChecker.report("{ var y = 1; }"));
  }

  @Test(expected = CompileException.class)
  public void checkThrowsTheFirstError() throws Exception {
    TypeChecker.check(Parser.parse("var b: bool = 1;"));
  }

  @Test
  public void constantsNeedConstantValues() throws Exception {
    Assert.assertEquals("ok", TypeChecker.report("const A = 2;\nconst B = A * 3 > 4;\nprint B;"));
    Assert.assertEquals("2:1: error: value of constant B is not constant\n",
        TypeChecker.report("var a = 2;\nconst B = a;"));
  }
}
