// Developer tests added with the fix of strings-13.
class Strings13Test {
  @Test
  public void centerPadsBothSides() {
    Assert.assertEquals("  ab  ", StringPad.center("ab", 6, ' '));
  }

  @Test
  public void centerOddWidth() {
    Assert.assertEquals("*a**", StringPad.center("a", 4, '*'));
  }
}
