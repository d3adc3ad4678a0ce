// Bug-exposing tests of scheduler-30: adding an event sets the next id to the event's own id instead of the one after it, so the next event added collides with it (duplicate event id)
public class Scheduler30Test {
  @Test
  public void addAfterAnExplicitId() throws Exception {
    EventCalendar c = new EventCalendar("c");
    c.add(new Event(5, "Five", 600, 30));
    Event e = c.add("Next", 700, 30);
    Assert.assertEquals(6, e.id());
    Assert.assertEquals(2, c.size());
  }

  @Test
  public void ofThenAdd() throws Exception {
    EventCalendar c = EventCalendar.of("c", new Event(1, "One", 60, 10), new Event(2, "Two", 120, 10));
    Assert.assertEquals(3, c.add("Three", 180, 10).id());
  }
}
