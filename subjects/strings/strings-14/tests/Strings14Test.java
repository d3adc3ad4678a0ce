// Developer tests added with the fix of strings-14.
class Strings14Test {
  @Test
  public void acronymIsOneWord() {
    Assert.assertEquals("parse_http_code", CaseUtils.toSnakeCase("parseHTTPCode"));
  }

  @Test
  public void trailingAcronym() {
    Assert.assertEquals("read_xml", CaseUtils.toSnakeCase("readXML"));
  }

  @Test
  public void singleCapitals() {
    Assert.assertEquals("get_x", CaseUtils.toSnakeCase("getX"));
  }
}
