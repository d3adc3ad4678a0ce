// Bug-exposing tests of compiler-38: profile breaks ties between equally frequent operations by the last one instead of the first
public class Compiler38Test {
  @Test
  public void profileTies() throws Exception {
    Chunk c = CodeGen.compile("var i = 0;\nwhile (i < 3) { i += 1; }");
    VM vm = new VM(c);
    vm.execute();
    Assert.assertEquals("PUSH=8 GLOAD=7 GSTORE=4 LT=4 JUMP_IF_FALSE=4 ADD=3 JUMP=3 HALT=1",
        vm.profile());
  }
}
