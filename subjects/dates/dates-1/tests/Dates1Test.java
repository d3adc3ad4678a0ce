// Developer tests added with the fix of dates-1.
class Dates1Test {
  @Test
  public void nullEntryShownAsQuestionMark() {
    SimpleDate[] dates = {new SimpleDate(2024, 1, 2), null, new SimpleDate(2024, 3, 4)};
    Assert.assertEquals("2024-01-02, ?, 2024-03-04", DateFormat.formatList(dates));
  }

  @Test
  public void onlyNull() {
    Assert.assertEquals("?", DateFormat.formatList(new SimpleDate[1]));
  }
}
