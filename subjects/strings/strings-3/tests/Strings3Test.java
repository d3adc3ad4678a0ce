// Developer tests added with the fix of strings-3.
class Strings3Test {
  @Test
  public void uncapitalizeFirstLetter() {
    Assert.assertEquals("hello World", CaseUtils.uncapitalize("Hello World"));
  }

  @Test
  public void uncapitalizeSingleLetter() {
    Assert.assertEquals("x", CaseUtils.uncapitalize("X"));
  }
}
