// Developer tests added with the fix of strings-7.
class Strings7Test {
  @Test
  public void trailingSeparatorGivesEmptyToken() {
    String[] parts = StringSplit.splitPreserveAll("a,b,", ',');
    Assert.assertEquals(3, parts.length);
    Assert.assertEquals("", parts[2]);
  }

  @Test
  public void lastEmptyField() {
    Assert.assertEquals("", StringSplit.field("x;y;", ';', 2));
  }

  @Test
  public void onlySeparator() {
    Assert.assertEquals(",", StringSplit.join(StringSplit.splitPreserveAll(";", ';'), ","));
    Assert.assertEquals("", StringSplit.splitPreserveAll(";", ';')[1]);
  }
}
