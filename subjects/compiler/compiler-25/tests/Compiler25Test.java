// Bug-exposing tests of compiler-25: visitIf keeps the wrong branch of an if whose condition is a literal
public class Compiler25Test {
  @Test
  public void literalIfConditions() throws Exception {
    Assert.assertEquals("{\n"
        + "  print 1;\n"
        + "}\n"
        + "// 3 folds\n",
        ConstantFolder.foldSource("if (1 < 2) { print 1; } else { print 2; }\nif (false) { print 3; }"));
    Assert.assertEquals("1\n",
        Compiler.runOptimised("if (true) { print 1; } else { print 2; }"));
  }
}
