// Developer tests added with the fix of dates-15.
class Dates15Test {
  @Test
  public void longFormInJuly() {
    Assert.assertEquals("Thursday, 4 July 2024", DateFormat.longForm(new SimpleDate(2024, 7, 4)));
  }

  @Test
  public void longFormNewYear() {
    Assert.assertEquals("Saturday, 1 January 2000", DateFormat.longForm(new SimpleDate(2000, 1, 1)));
  }
}
