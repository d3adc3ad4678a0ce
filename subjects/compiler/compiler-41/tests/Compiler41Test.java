// Bug-exposing tests of compiler-41: histogram lists every token kind, the ones with no tokens too
public class Compiler41Test {
  @Test
  public void onlyKindsPresent() throws Exception {
    Assert.assertEquals("NUMBER=1, PRINT=1, SEMI=1, EOF=1",
        Lexer.histogram("print 1;"));
  }
}
