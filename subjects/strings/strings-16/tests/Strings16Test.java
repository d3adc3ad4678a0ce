// Developer tests added with the fix of strings-16.
class Strings16Test {
  @Test
  public void upperBecomesLower() {
    Assert.assertEquals("abc", CaseUtils.swapCase("ABC"));
  }

  @Test
  public void mixedCase() {
    Assert.assertEquals("jAVA 17", CaseUtils.swapCase("Java 17"));
  }

  @Test
  public void swapTwiceIsIdentity() {
    Assert.assertEquals("MiXeD", CaseUtils.swapCase(CaseUtils.swapCase("MiXeD")));
  }
}
