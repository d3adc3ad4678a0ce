// Bug-exposing tests of textdiff-10: a hunk that does not apply is recorded as rejected and then applied anyway
public class Textdiff10Test {
  @Test
  public void rejectsAndGoesOn() throws Exception {
    Assert.assertEquals("Hunk #1 FAILED\n1 out of 1 hunk FAILED\n",
        PatchApplier.report("a\nb\nc\n", "a\nB\nc\n", "x\ny\nz\n"));
    Assert.assertEquals("x\ny\nz\n", PatchApplier.patch("a\nb\nc\n", "a\nB\nc\n", "x\ny\nz\n"));
  }

  @Test
  public void appliesTheHunksThatFit() throws Exception {
    String original = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n";
    String modified = "1\ntwo\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\nthirteen\n14\n";
    String target = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\nXIII\n14\n";
    Assert.assertEquals("1\ntwo\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\nXIII\n14\n",
        PatchApplier.patch(original, modified, target));
    Assert.assertEquals("Hunk #2 FAILED\n1 out of 2 hunks FAILED\n",
        PatchApplier.report(original, modified, target));
  }

  @Test
  public void conflictsAreWrittenIn() throws Exception {
    FilePatch p = UnifiedDiff.parse(UnifiedDiff.unified("1\n2\n3\n", "1\nTWO\n3\n", 3)).get(0);
    TextLines merged = new PatchApplier().withConflicts(TextLines.of("1", "2!", "3"), p);
    Assert.assertEquals("<<<<<<< current\n1\n2!\n3\n=======\n1\nTWO\n3\n>>>>>>> patch\n",
        merged.join());
  }
}
