// Bug-exposing tests of compiler-50: visitAssign rejects a plain assignment to a bool variable and accepts += on one
public class Compiler50Test {
  @Test
  public void boolAssignments() throws Exception {
    Assert.assertEquals("3:1: error: operator += needs int, not bool\n",
        TypeChecker.report("var f = true;\nf = false;\nf += 1;\nprint f;"));
  }
}
