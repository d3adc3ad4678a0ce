// Developer tests added with the fix of strings-2.
class Strings2Test {
  @Test
  public void exactWidthIsKept() {
    Assert.assertEquals("abcdef", StringPad.abbreviate("abcdef", 6));
  }

  @Test
  public void oneOverWidthIsAbbreviated() {
    Assert.assertEquals("abcd...", StringPad.abbreviate("abcdefgh", 7));
  }
}
