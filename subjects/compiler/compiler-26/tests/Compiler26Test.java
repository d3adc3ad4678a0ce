// Bug-exposing tests of compiler-26: visitWhile removes every loop whose condition is a literal, while (true) as well as while (false)
public class Compiler26Test {
  @Test
  public void whileTrueStays() throws Exception {
    Assert.assertEquals("var i = 0;\n"
        + "while (true) {\n"
        + "  i += 1;\n"
        + "  if (i > 2) {\n"
        + "    break;\n"
        + "  }\n"
        + "}\n"
        + "print i;\n"
        + "// 0 folds\n",
        ConstantFolder.foldSource("var i = 0;\nwhile (true) { i += 1; if (i > 2) { break; } }\nprint i;"));
    Assert.assertEquals("3\n",
        Compiler.runOptimised("var i = 0;\nwhile (true) { i += 1; if (i > 2) { break; } }\nprint i;"));
  }
}
