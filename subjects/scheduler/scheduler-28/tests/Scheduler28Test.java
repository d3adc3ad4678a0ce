// Bug-exposing tests of scheduler-28: parse rejects every rule with a COUNT or an UNTIL as if both were given
public class Scheduler28Test {
  @Test
  public void countAlone() throws Exception {
    Assert.assertEquals(5, Recurrence.parse("FREQ=DAILY;COUNT=5").count());
  }

  @Test
  public void untilAlone() throws Exception {
    Recurrence r = Recurrence.parse("FREQ=MONTHLY;UNTIL=2024-12-31");
    Assert.assertEquals("every month, until 2024-12-31 00:00", r.describe());
  }
}
