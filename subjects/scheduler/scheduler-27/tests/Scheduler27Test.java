// Bug-exposing tests of scheduler-27: parseDays counts the commas but not the last day, so BYDAY with any day fails with ArrayIndexOutOfBoundsException
public class Scheduler27Test {
  @Test
  public void twoDays() throws Exception {
    Recurrence r = Recurrence.parse("FREQ=WEEKLY;BYDAY=TU,TH");
    Assert.assertEquals(2, r.days().length);
    Assert.assertEquals("FREQ=WEEKLY;BYDAY=TU,TH", r.toString());
  }

  @Test
  public void oneDay() throws Exception {
    Assert.assertEquals(Weekday.SUNDAY, Recurrence.parse("BYDAY=SU;FREQ=WEEKLY").days()[0]);
  }
}
