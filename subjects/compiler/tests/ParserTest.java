public class ParserTest {
  @Test
  public void precedenceAndGrouping() throws Exception {
    Expr e = Parser.parseExpression("1 + 2 * 3 - 4");
    Assert.assertTrue(e instanceof Expr.Binary);
    Assert.assertEquals(TokenKind.MINUS, ((Expr.Binary) e).op());
    Assert.assertEquals("1 + 2 * 3 - 4", e.toString());
    Assert.assertEquals("a - (b - c)", Parser.parseExpression("a - (b - c)").toString());
  }

  @Test
  public void conditionalGroupsToTheRight() throws Exception {
    Expr e = Parser.parseExpression("a ? 1 : b ? 2 : 3");
    Assert.assertTrue(((Expr.Cond) e).otherwise() instanceof Expr.Cond);
  }

  @Test
  public void negativeLiteralsAreFoldedByTheParser() throws Exception {
    Assert.assertTrue(Parser.parseExpression("-5") instanceof Expr.Num);
    Assert.assertEquals(-5, ((Expr.Num) Parser.parseExpression("-5")).value());
    Assert.assertTrue(Parser.parseExpression("-x") instanceof Expr.Unary);
  }

  @Test
  public void functionsAndStatements() throws Exception {
    Program p = Parser.parse("fun f(a: int, b: bool): int { return a; }\nvar x = f(1, true);\nprint x;");
    Assert.assertEquals("f(int, bool): int", p.function("f").signature());
    Assert.assertEquals(2, p.statements().size());
    Assert.assertEquals(1, p.functions().size());
    Assert.assertNull(p.function("g"));
  }

  @Test(expected = CompileException.class)
  public void firstErrorIsThrown() throws Exception {
    Parser.parse("var x = 1\nprint x;");
  }

  @Test
  public void errorPositions() throws Exception {
    try {
      Parser.parse("print 1;\nwhile (x { }");
      Assert.fail("no error");
    } catch (CompileException e) {
      Assert.assertEquals(2, e.getLine());
      Assert.assertEquals(10, e.getColumn());
      Assert.assertEquals("2:10: ')' expected, found '{'", e.getMessage());
    }
  }

  @Test
  public void diagnoseRecoversAfterEachError() throws Exception {
    Assert.assertEquals("1:9: an expression expected, found ';'\n3:7: '=' expected, found '1'\n",
        Parser.diagnose("var a = ;\nvar b = 2;\nvar c 1;\nprint b;"));
    Assert.assertEquals("ok", Parser.diagnose("print 1;"));
  }

  @Test
  public void nestingIsBounded() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 70; i++) {
      sb.append('(');
    }
    sb.append('1');
    for (int i = 0; i < 70; i++) {
      sb.append(')');
    }
    try {
      Parser.parseExpression(sb.toString());
      Assert.fail("no error");
    } catch (CompileException e) {
      Assert.assertEquals("1:65: nesting too deep", e.getMessage());
    }
  }

  @Test
  public void reformatIsStable() throws Exception {
    String once = Parser.reformat("if(x>1)print x;else{print 2;}");
    Assert.assertEquals("if (x > 1) {\n  print x;\n} else {\n  print 2;\n}\n", once);
    Assert.assertEquals(once, Parser.reformat(once));
  }
}
