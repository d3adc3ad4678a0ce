// Bug-exposing tests of compiler-47: expression parses the else part of ?: without a nested ?:, so a ? b : c ? d : e is rejected
public class Compiler47Test {
  @Test
  public void nestedConditionals() throws Exception {
    Assert.assertEquals("print 1 > 2 ? 1 : 2 > 1 ? 2 : 3;\n",
        Parser.reformat("print 1 > 2 ? 1 : 2 > 1 ? 2 : 3;"));
    Assert.assertEquals("2\n",
        Compiler.run("var x = 5;\nprint x < 3 ? 1 : x < 6 ? 2 : 3;"));
  }
}
