// Bug-exposing tests of textdiff-21: trimTrailing reads before the start of a blank or empty line, so comparing texts with blank lines while ignoring trailing blanks throws StringIndexOutOfBoundsException
public class Textdiff21Test {
  @Test
  public void trimsBlankLines() {
    Assert.assertEquals("", TextLines.trimTrailing("   "));
    Assert.assertEquals("", TextLines.trimTrailing(""));
    Assert.assertEquals("a", TextLines.trimTrailing("a \t"));
  }

  @Test
  public void ignoringTrailingBlanksWithEmptyLines() throws Exception {
    TextLines a = TextLines.of("x", "", "y  ");
    TextLines b = TextLines.of("x", "  ", "y");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    EditScript s = new MyersDiff(Comparators.byName("ignore-trailing")).diff(a, b);
    Assert.assertTrue(s.identical());
  }
}
