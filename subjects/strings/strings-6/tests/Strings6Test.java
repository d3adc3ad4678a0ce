// Developer tests added with the fix of strings-6.
class Strings6Test {
  @Test
  public void missingFieldIsNull() {
    Assert.assertNull(StringSplit.field("a;b", ';', 2));
  }

  @Test
  public void negativeIndexIsNull() {
    Assert.assertNull(StringSplit.field("a;b", ';', -1));
  }

  @Test
  public void lastField() {
    Assert.assertEquals("b", StringSplit.field("a;b", ';', 1));
  }
}
