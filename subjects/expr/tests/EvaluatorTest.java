public class EvaluatorTest {
  static int eval(String text) {
    return new Evaluator(new Environment()).evaluate(Parser.parse(text));
  }

  @Test
  public void arithmetic() {
    Assert.assertEquals(7, eval("1 + 2 * 3"));
    Assert.assertEquals(9, eval("(1 + 2) * 3"));
    Assert.assertEquals(3, eval("10 - 4 - 3"));
  }

  @Test
  public void integerDivisionTruncates() {
    Assert.assertEquals(3, eval("7 / 2"));
    Assert.assertEquals(-3, eval("-7 / 2"));
  }

  @Test
  public void remainder() {
    Assert.assertEquals(1, eval("7 % 3"));
  }

  @Test(expected = ExprException.class)
  public void divisionByZero() {
    eval("5 / (2 - 2)");
  }

  @Test
  public void overflowWrapsAround() {
    Assert.assertEquals(-2147483648, eval("2147483647 + 1"));
  }

  @Test
  public void variablesAndAssignment() {
    Environment env = new Environment();
    env.set("x", 4);
    Evaluator ev = new Evaluator(env);
    Assert.assertEquals(20, ev.evaluate(Parser.parse("y = x * 5")));
    Assert.assertEquals(20, env.get("y"));
  }

  @Test
  public void functions() {
    Assert.assertEquals(5, eval("abs(2 - 7)"));
    Assert.assertEquals(2, eval("min(9, 2)"));
    Assert.assertEquals(9, eval("max(9, 2)"));
    Assert.assertEquals(1024, eval("pow(2, 10)"));
  }

  @Test(expected = ExprException.class)
  public void unknownFunction() {
    eval("sqrt(4)");
  }

  @Test(expected = ExprException.class)
  public void wrongArity() {
    eval("abs(1, 2)");
  }

  @Test
  public void powerOfZeroIsOne() {
    Assert.assertEquals(1, Evaluator.power(5, 0));
  }

  @Test(expected = ExprException.class)
  public void negativeExponent() {
    Evaluator.power(2, -1);
  }

  @Test
  public void runsAProgram() {
    Evaluator ev = new Evaluator(new Environment());
    Assert.assertEquals(11, ev.run("a = 3; b = a * 3; b + 2"));
    Assert.assertEquals("a=3, b=9", ev.environment().describe());
  }

  @Test
  public void emptyProgramIsZero() {
    Assert.assertEquals(0, new Evaluator(new Environment()).run(" ; "));
  }
}
