// Bug-exposing tests of compiler-39: binary computes <= as <
public class Compiler39Test {
  @Test
  public void lessOrEqual() throws Exception {
    Assert.assertEquals("true false true\n",
        VM.run("print 2 <= 2, \" \", 3 <= 2, \" \", 1 <= 2;"));
  }
}
