// Bug-exposing tests of scheduler-19: isLeapYear forgets the 400-year rule, so 2000 has no 29 February
public class Scheduler19Test {
  @Test
  public void year2000IsLeap() throws Exception {
    Assert.assertTrue(DateTimes.isLeapYear(2000));
    Assert.assertEquals(29, DateTimes.daysInMonth(2000, 2));
    Assert.assertEquals("2000-02-29 12:00", DateTimes.format(DateTimes.of(2000, 2, 29, 12, 0)));
  }

  @Test
  public void monthsAcrossFebruary2000() throws Exception {
    long jan = DateTimes.of(2000, 1, 31, 8, 0);
    Assert.assertEquals("2000-02-29 08:00", DateTimes.format(DateTimes.plusMonths(jan, 1)));
    Assert.assertEquals("Tue 29 Feb", DateTimes.formatDay(DateTimes.date(2000, 2, 29)));
  }
}
