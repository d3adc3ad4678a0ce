// Developer tests added with the fix of dates-2.
class Dates2Test {
  @Test
  public void epochDayOfMarch() {
    Assert.assertEquals(19783, new SimpleDate(2024, 3, 1).toEpochDay());
  }

  @Test
  public void daysAcrossMonths() {
    Assert.assertEquals(29, DateMath.daysBetween(new SimpleDate(2024, 2, 1), new SimpleDate(2024, 3, 1)));
  }

  @Test
  public void weekdayInDecember() {
    Assert.assertEquals(2, new SimpleDate(2024, 12, 31).dayOfWeek());
  }
}
