// Bug-exposing tests of compiler-35: binary does not check the divisor of %, so a remainder by zero escapes as an ArithmeticException instead of a runtime error of the program
public class Compiler35Test {
  @Test
  public void remainderByZero() throws Exception {
    String warm = VM.run(NumbersScenarioTest.PROGRAM);
    Assert.assertEquals("519",
        warm.length() + "");
    Assert.assertEquals("1\n"
        + "runtime error division by zero at pc 9 in main\n",
        VM.run("var z = 0;\nprint 7 % 3;\nprint 7 % z;"));
  }
}
