// Bug-exposing tests of scheduler-11: EventCalendar.search compares the lower-cased titles with the search text as given, so text with capitals finds nothing
public class Scheduler11Test {
  @Test
  public void searchIgnoresCase() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.add("Standup", 540, 15);
    c.add("Design review", 600, 60);
    Assert.assertEquals(1, c.search("Standup").length);
    Assert.assertEquals(1, c.search("REVIEW").length);
    Assert.assertEquals(0, c.search("lunch").length);
  }

  @Test
  public void searchFindsEveryMatch() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.add("Review", 540, 30);
    c.add("Retro", 600, 30);
    Assert.assertEquals(2, c.search("Re").length);
  }
}
