// Bug-exposing tests of scheduler-24: parse reads past the end of a date cut short after its day, throwing StringIndexOutOfBoundsException instead of ScheduleException
public class Scheduler24Test {
  @Test
  public void cutShortAfterTheYear() {
    try {
      DateTimes.parse("2024");
      Assert.fail("no exception");
    } catch (ScheduleException e) {
      Assert.assertEquals("2024: '-' expected at 4", e.getMessage());
    }
  }

  @Test
  public void cutShortAfterTheMonth() {
    try {
      DateTimes.parse("2024-03");
      Assert.fail("no exception");
    } catch (ScheduleException e) {
      Assert.assertEquals("2024-03: '-' expected at 7", e.getMessage());
    }
  }

  @Test
  public void shortDatesAfterACalendarTrace() throws Exception {
    String trace = DateTimesScenarioTest.trace();
    Assert.assertTrue(trace.startsWith("1970-01-01 00:00 THURSDAY"));
    String[] cut = {"1999-12-31 23", "1999-12-31", "1999-12", "1999"};
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < cut.length; i++) {
      try {
        b.append(DateTimes.format(DateTimes.parse(cut[i])));
      } catch (ScheduleException e) {
        b.append(e.getMessage());
      }
      b.append(';');
    }
    Assert.assertEquals("1999-12-31 23: ':' expected at 13;1999-12-31 00:00;1999-12: '-' expected at 7;1999: '-' expected at 4;", b.toString());
  }
}
