// Bug-exposing tests of scheduler-21: parseDuration keeps the number of one unit for the next, so 1h30m reads as 1h and 130 minutes
public class Scheduler21Test {
  @Test
  public void twoUnits() throws Exception {
    Assert.assertEquals(90, DateTimes.parseDuration("1h30m"));
    Assert.assertEquals(1440 + 120 + 5, DateTimes.parseDuration("1d 2h 5m"));
  }

  @Test
  public void roundTripsFormatDuration() throws Exception {
    long[] values = {59, 61, 1500, 2 * 1440 + 7};
    for (int i = 0; i < values.length; i++) {
      Assert.assertEquals(values[i], DateTimes.parseDuration(DateTimes.formatDuration(values[i])));
    }
  }
}
