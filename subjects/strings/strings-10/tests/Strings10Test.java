// Developer tests added with the fix of strings-10.
class Strings10Test {
  @Test
  public void countsNonOverlapping() {
    Assert.assertEquals(2, StringChecks.countMatches("aaaa", "aa"));
  }

  @Test
  public void countsWords() {
    Assert.assertEquals(3, StringChecks.countMatches("the cat and the hat and the bat", "the"));
  }
}
