// Bug-exposing tests of compiler-36: JUMP_IF_TRUE jumps when the value is false, so || evaluates its right operand exactly when it should not
public class Compiler36Test {
  @Test
  public void orShortCircuits() throws Exception {
    Assert.assertEquals("2\n"
        + "true\n"
        + "0\n"
        + "3\n"
        + "true\n",
        VM.run("fun t(n: int): bool { print n; return n > 1; }\nvar r = t(2) || t(0);\nprint r;\nvar s = t(0) || t(3);\nprint s;"));
  }
}
