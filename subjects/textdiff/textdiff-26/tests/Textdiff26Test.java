// Bug-exposing tests of textdiff-26: Result.clean calls a patch applied at an offset clean, which only exact placements are
public class Textdiff26Test {
  @Test
  public void offsetIsNotClean() throws Exception {
    Patch p = UnifiedDiff.parse(UnifiedDiff.unified("a\nb\nc\n", "a\nB\nc\n", 1));
    PatchApplier.Result r = new PatchApplier().apply(TextLines.split("x\ny\na\nb\nc\n"), p.get(0));
    Assert.assertEquals("x\ny\na\nB\nc\n", r.text().join());
    Assert.assertFalse(r.clean());
  }

  @Test
  public void shiftedTextAfterARoundTrip() throws Exception {
    TextLines a = TextLines.of("k1", "k2", "k3", "k4");
    TextLines b = TextLines.of("k1", "k2", "K3", "k4");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
    TextLines shifted = TextLines.of("top");
    shifted.addAll(a);
    Patch p = UnifiedDiff.parse(new UnifiedDiff(1).diff("a", "b", a, b));
    Assert.assertFalse(new PatchApplier().apply(shifted, p.get(0)).clean());
  }
}
