// Developer tests added with the fix of strings-5.
class Strings5Test {
  @Test
  public void spaceIsNotAlpha() {
    Assert.assertFalse(StringChecks.isAlpha("ab c"));
  }

  @Test
  public void tabIsNotAlpha() {
    Assert.assertFalse(StringChecks.isAlpha("\t"));
  }

  @Test
  public void lettersAreAlpha() {
    Assert.assertTrue(StringChecks.isAlpha("Zebra"));
  }
}
