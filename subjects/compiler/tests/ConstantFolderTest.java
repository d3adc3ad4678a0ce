public class ConstantFolderTest {
  @Test
  public void arithmeticOnLiterals() throws Exception {
    Assert.assertEquals("14", ConstantFolder.evaluate("2 + 3 * 4"));
    Assert.assertEquals("-2147483648", ConstantFolder.evaluate("2147483647 + 1"));
    Assert.assertEquals("true", ConstantFolder.evaluate("3 % 2 == 1 && !false"));
  }

  @Test
  public void divisionByZeroStays() throws Exception {
    Assert.assertEquals("1 / 0", ConstantFolder.evaluate("1 / 0"));
    Assert.assertEquals("5 % 0", ConstantFolder.evaluate("5 % 0"));
  }

  @Test
  public void identitiesKeepCalls() throws Exception {
    String out = ConstantFolder.foldSource(
        "fun f(): int { return 2; }\nvar x = f() * 1 + 0;\nvar y = x - 0;\nprint y * 1, true && y > 1;");
    Assert.assertEquals("fun f(): int {\n  return 2;\n}\nvar x = f();\nvar y = x;\nprint y, y > 1;\n"
        + "// 5 folds\n", out);
  }

  @Test
  public void constantsArePropagated() throws Exception {
    Assert.assertEquals("const N = 4;\nconst M = 8;\nprint 12;\n// 5 folds\n",
        ConstantFolder.foldSource("const N = 4;\nconst M = N * 2;\nprint N + M;"));
  }

  @Test
  public void deadBranchesGo() throws Exception {
    Assert.assertEquals("print 1;\n// 3 folds\n",
        ConstantFolder.foldSource("if (1 < 2) print 1; else print 2;\nwhile (false) { print 3; }"));
    Assert.assertEquals("{\n  print 2;\n}\n// 1 folds\n",
        ConstantFolder.foldSource("if (false) { print 1; } else { print 2; }"));
  }

  @Test
  public void conditionalOnLiteral() throws Exception {
    Assert.assertEquals("7", ConstantFolder.evaluate("true ? 7 : 8"));
    Assert.assertEquals("8", ConstantFolder.evaluate("1 > 2 ? 7 : 8"));
  }

  @Test
  public void parametersShadowConstants() throws Exception {
    Assert.assertEquals("fun f(K: int): int {\n  return K + 3;\n}\nconst K = 3;\nprint f(1);\n"
        + "// 0 folds\n",
        ConstantFolder.foldSource("const K = 3;\nfun f(K: int): int { return K + 3; }\nprint f(1);"));
  }

  @Test
  public void doubleNegationCancels() throws Exception {
    Assert.assertEquals("var x = 2;\nprint x, x > 1 == x > 1 ? x : 0;\n// 2 folds\n",
        ConstantFolder.foldSource("var x = 2;\nprint -(-x), !!(x > 1) == x > 1 ? x : 0;"));
  }
}
