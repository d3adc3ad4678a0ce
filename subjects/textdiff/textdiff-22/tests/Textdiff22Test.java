// Bug-exposing tests of textdiff-22: insert shifts one line too many, so inserting at the first line throws ArrayIndexOutOfBoundsException
public class Textdiff22Test {
  @Test
  public void insertAtTheTop() {
    TextLines t = TextLines.of("b", "c");
    t.insert(0, "a");
    Assert.assertEquals("a\nb\nc\n", t.join());
  }

  @Test
  public void insertedHeaderRoundTrips() {
    TextLines a = TextLines.of("body 1", "body 2", "body 3");
    TextLines b = a.copy();
    b.insert(0, "header");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
