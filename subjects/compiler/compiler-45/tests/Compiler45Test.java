// Bug-exposing tests of compiler-45: arguments always parses at least one argument, so a call without arguments is a syntax error
public class Compiler45Test {
  @Test
  public void callsWithoutArguments() throws Exception {
    Assert.assertEquals("ok",
        Parser.diagnose("fun f(): int { return 1; }\nprint f();"));
    Assert.assertEquals("8\n",
        Compiler.run("fun f(): int { return 7; }\nprint f() + 1;"));
  }
}
