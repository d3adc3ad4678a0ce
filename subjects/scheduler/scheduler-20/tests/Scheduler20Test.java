// Bug-exposing tests of scheduler-20: plusMonths takes the larger of the day and the length of the target month, so it lands on the last day or past it
public class Scheduler20Test {
  @Test
  public void clampsToTheEndOfTheMonth() throws Exception {
    long jan31 = DateTimes.of(2024, 1, 31, 9, 30);
    Assert.assertEquals("2024-02-29 09:30", DateTimes.format(DateTimes.plusMonths(jan31, 1)));
    Assert.assertEquals("2024-04-30 09:30", DateTimes.format(DateTimes.plusMonths(jan31, 3)));
  }

  @Test
  public void keepsTheDayWhenItFits() throws Exception {
    long d = DateTimes.of(2023, 11, 15, 0, 0);
    Assert.assertEquals("2024-01-15 00:00", DateTimes.format(DateTimes.plusMonths(d, 2)));
    Assert.assertEquals("2023-10-15 00:00", DateTimes.format(DateTimes.plusMonths(d, -1)));
  }
}
