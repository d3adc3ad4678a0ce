// Developer tests added with the fix of strings-15.
class Strings15Test {
  @Test
  public void lengthOfNull() {
    Assert.assertEquals(0, StringChecks.length(null));
  }

  @Test
  public void countCharInNull() {
    Assert.assertEquals(0, StringChecks.countChar(null, 'x'));
  }
}
