// Bug-exposing tests of scheduler-22: pad writes one zero too many, so every date and time is printed a digit too wide
public class Scheduler22Test {
  @Test
  public void formatsFixedWidths() throws Exception {
    Assert.assertEquals("2024-03-04 09:05", DateTimes.format(DateTimes.of(2024, 3, 4, 9, 5)));
    Assert.assertEquals("00:00", DateTimes.formatTime(0));
  }

  @Test
  public void parseOfFormat() throws Exception {
    long t = DateTimes.of(1999, 12, 31, 23, 59);
    Assert.assertEquals(t, DateTimes.parse(DateTimes.format(t)));
  }
}
