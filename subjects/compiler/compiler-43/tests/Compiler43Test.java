// Bug-exposing tests of compiler-43: string checks for the end of the text one character late, so an unterminated string at the end fails with an index error
public class Compiler43Test {
  @Test
  public void unterminatedAtTheEnd() throws Exception {
    Assert.assertEquals("error 1:7: unterminated string",
        Lexer.describe("print \"open"));
    Assert.assertEquals("compile error 1:7: unterminated string\n",
        Compiler.run("print \"abc"));
  }
}
