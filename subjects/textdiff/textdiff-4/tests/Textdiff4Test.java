// Bug-exposing tests of textdiff-4: an edit that continues the last run is merged into it and appended as well
public class Textdiff4Test {
  private static final String A = "a\nb\nc\nd\ne\n";
  private static final String B = "x\nb\nc\nd\ny\n";

  @Test
  public void equalLinesBetweenChangesFormOneRun() {
    EditScript s = EditScript.of(A, B);
    Assert.assertEquals(5, s.size());
    Assert.assertEquals(3, s.get(2).lengthA());
    Assert.assertEquals(3, s.unchanged());
  }

  @Test
  public void mergesContinuingRuns() {
    EditScript s = new EditScript();
    s.addRun(EditKind.EQUAL, 0, 2, 0, 2);
    s.addRun(EditKind.EQUAL, 2, 3, 2, 3);
    s.addRun(EditKind.INSERT, 3, 3, 3, 4);
    Assert.assertEquals(2, s.size());
    Assert.assertEquals(3, s.get(0).lengthA());
  }

  @Test
  public void changesAtBothEndsPassEveryProperty() {
    Assert.assertEquals("", RoundTripTest.problems(TextLines.split(A), TextLines.split(B)));
  }
}
