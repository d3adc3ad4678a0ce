// Bug-exposing tests of compiler-59: NOT leaves a boolean as it is instead of negating it
public class Compiler59Test {
  @Test
  public void negation() throws Exception {
    Assert.assertEquals("false true true\n",
        VM.run("var t = 1 < 2;\nprint !t, \" \", !!t, \" \", !(1 > 2);"));
  }
}
