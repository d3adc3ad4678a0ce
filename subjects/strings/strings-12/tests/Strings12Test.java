// Developer tests added with the fix of strings-12.
class Strings12Test {
  @Test
  public void malformedGivesFallback() {
    Assert.assertEquals(-1, StringChecks.toInt("12x", -1));
  }

  @Test
  public void emptyGivesFallback() {
    Assert.assertEquals(5, StringChecks.toInt("", 5));
  }

  @Test
  public void signedNumber() {
    Assert.assertEquals(-300, StringChecks.toInt("-300", 0));
  }
}
