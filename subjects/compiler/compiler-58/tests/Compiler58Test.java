// Bug-exposing tests of compiler-58: function ends the functions with a result with RET_VOID and lets the ones without a result run off their end
public class Compiler58Test {
  @Test
  public void voidFunctionsEnd() throws Exception {
    Assert.assertEquals("1\n"
        + "2\n",
        Compiler.run("fun hi(n: int) { print n; }\nhi(1);\nhi(2);"));
  }
}
