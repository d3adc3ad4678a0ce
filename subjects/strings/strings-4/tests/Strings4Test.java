// Developer tests added with the fix of strings-4.
class Strings4Test {
  @Test
  public void secondStringNull() {
    Assert.assertEquals(0, TextOps.indexOfDifference("abc", null));
  }

  @Test
  public void commonPrefixWithNull() {
    Assert.assertEquals("", TextOps.commonPrefix("abc", null));
  }

  @Test
  public void prefixOfLongerString() {
    Assert.assertEquals(2, TextOps.indexOfDifference("ab", "abcd"));
  }
}
