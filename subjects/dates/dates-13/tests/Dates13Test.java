// Developer tests added with the fix of dates-13.
class Dates13Test {
  @Test
  public void overTheWeekend() {
    Assert.assertEquals("2024-03-11", DateMath.addWorkingDays(new SimpleDate(2024, 3, 8), 1).toString());
  }

  @Test
  public void backwardsOverTheWeekend() {
    Assert.assertEquals("2024-03-08", DateMath.addWorkingDays(new SimpleDate(2024, 3, 11), -1).toString());
  }

  @Test
  public void tenWorkingDays() {
    Assert.assertEquals("2024-03-18", DateMath.addWorkingDays(new SimpleDate(2024, 3, 4), 10).toString());
  }
}
