// Developer tests added with the fix of strings-9.
class Strings9Test {
  @Test
  public void camelCaseOfSnakeName() {
    Assert.assertEquals("userFirstName", CaseUtils.toCamelCase("user_first_name", '_'));
  }

  @Test
  public void camelCaseOfShoutingName() {
    Assert.assertEquals("maxValue", CaseUtils.toCamelCase("MAX__VALUE", '_'));
  }
}
