// Developer tests added with the fix of strings-8.
class Strings8Test {
  @Test
  public void rightPadToWidth() {
    Assert.assertEquals("ab...", StringPad.rightPad("ab", 5, '.'));
  }

  @Test
  public void centerOddPadding() {
    Assert.assertEquals(" ab  ", StringPad.center("ab", 5, ' '));
  }

  @Test
  public void alignTwoCells() {
    String[] out = StringPad.alignLeft(new String[] {"abcd", "x"});
    Assert.assertEquals("x   ", out[1]);
  }
}
