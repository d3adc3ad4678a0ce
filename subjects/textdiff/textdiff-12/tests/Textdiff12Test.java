// Bug-exposing tests of textdiff-12: offsets are reported without the lines earlier hunks added
public class Textdiff12Test {
  private static final String A = "a\nb\nc\nd\n";
  private static final String B = "a\nB\nB2\nc\nD\n";

  @Test
  public void hunksAfterAGrowingHunkAreInPlace() throws Exception {
    Assert.assertEquals("", PatchApplier.verify(A, B, 0));
  }

  @Test
  public void hunksAfterAShrinkingHunkAreInPlace() throws Exception {
    Assert.assertEquals("", PatchApplier.verify(B, A, 0));
  }

  @Test
  public void offsetsCountOnlyTheMove() throws Exception {
    PatchApplier.Result r = new PatchApplier().apply(TextLines.split(A),
        UnifiedDiff.parse(UnifiedDiff.unified(A, B, 0)).get(0));
    Assert.assertEquals(2, r.hunks());
    Assert.assertEquals(0, r.placement(1).offset());
  }

  @Test
  public void growingEditsPassEveryProperty() {
    Assert.assertEquals("", RoundTripTest.problems(TextLines.split(A), TextLines.split(B)));
  }
}
