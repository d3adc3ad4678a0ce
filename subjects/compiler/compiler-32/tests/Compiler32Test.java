// Bug-exposing tests of compiler-32: visitExprStmt pops the result of a call of a void function, which has none, and leaves the value of other calls on the stack
public class Compiler32Test {
  @Test
  public void callStatements() throws Exception {
    Assert.assertEquals("1\n"
        + "5\n"
        + "4\n",
        Compiler.run("fun f(): int { print 1; return 2; }\nfun h() { f(); print 5; }\nh();\nprint 4;"));
  }
}
