// Developer tests added with the fix of dates-14.
class Dates14Test {
  @Test
  public void sundayBefore1970() {
    Assert.assertEquals(7, new SimpleDate(1969, 12, 28).dayOfWeek());
  }

  @Test
  public void tuesdayIn1965() {
    Assert.assertEquals(2, new SimpleDate(1965, 7, 20).dayOfWeek());
  }

  @Test
  public void mondayIn1900() {
    Assert.assertEquals(1, new SimpleDate(1900, 1, 1).dayOfWeek());
  }
}
