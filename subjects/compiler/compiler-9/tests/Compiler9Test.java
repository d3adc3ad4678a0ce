// Bug-exposing tests of compiler-9: binary parses the right operand at the same precedence, so operators of one level group to the right: 1 - 2 - 3 is 1 - (2 - 3)
public class Compiler9Test {
  @Test
  public void leftAssociative() throws Exception {
    Assert.assertEquals("10 - 4 - 3",
        Parser.parseExpression("10 - 4 - 3").toString());
    Assert.assertEquals("2 3\n",
        Compiler.run("print 100 / 10 / 5, \" \", 10 - 4 - 3;"));
  }
}
