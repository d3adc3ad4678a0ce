// Bug-exposing tests of compiler-11: whileStatement never leaves its loop count, so a break after a loop (outside any loop) is accepted
public class Compiler11Test {
  @Test
  public void breakAfterLoop() throws Exception {
    String warm = Parser.reformat(NumbersScenarioTest.PROGRAM) + Parser.diagnose(DiagnosticsScenarioTest.SYNTAX);
    Assert.assertEquals("2900",
        warm.length() + "");
    Assert.assertEquals("2:1: break outside a loop\n",
        Parser.diagnose("while (true) { break; }\nbreak;"));
    Assert.assertEquals("2:1: continue outside a loop\n",
        Parser.diagnose("while (true) { while (false) { } break; }\ncontinue;"));
  }
}
