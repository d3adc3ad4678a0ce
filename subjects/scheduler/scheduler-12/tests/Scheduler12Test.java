// Bug-exposing tests of scheduler-12: Recurrence.describe calls an hourly rule daily (a missing break in the unit switch)
public class Scheduler12Test {
  @Test
  public void hourlyRule() {
    Assert.assertEquals("every 2 hours, 4 times",
        new Recurrence(Frequency.HOURLY, 2).withCount(4).describe());
    Assert.assertEquals("every hour", new Recurrence(Frequency.HOURLY, 1).describe());
  }

  @Test
  public void parsedHourlyRule() throws Exception {
    Assert.assertEquals("every 6 hours, until 2024-03-05 00:00",
        Recurrence.parse("FREQ=HOURLY;INTERVAL=6;UNTIL=2024-03-05").describe());
  }
}
