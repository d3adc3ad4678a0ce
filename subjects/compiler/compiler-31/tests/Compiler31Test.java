// Bug-exposing tests of compiler-31: load looks a name up among the globals first, so a parameter or local named like a global reads the global
public class Compiler31Test {
  @Test
  public void localsHideGlobals() throws Exception {
    Assert.assertEquals("2 100\n",
        Compiler.run("var a = 100;\nfun f(a: int): int { return a + 1; }\nprint f(1), \" \", a;"));
  }
}
