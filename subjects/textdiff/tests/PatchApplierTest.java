public class PatchApplierTest {
  static final String BASE = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n"
      + "eleven\ntwelve\n";
  static final String EDITED = "one\ntwo\nthree\nFOUR\nfive\nsix\nseven\neight\nnine\nten\n"
      + "eleven\ntwelve\nthirteen\n";

  static FilePatch patchOf(String a, String b) throws DiffException {
    return UnifiedDiff.parse(new UnifiedDiff().diff("a", "b", a, b)).get(0);
  }

  @Test
  public void appliesExactly() throws Exception {
    FilePatch p = patchOf(BASE, EDITED);
    PatchApplier.Result r = new PatchApplier().apply(TextLines.split(BASE), p);
    Assert.assertEquals(EDITED, r.text().join());
    Assert.assertTrue(r.clean());
    Assert.assertEquals(2, r.hunks());
    Assert.assertEquals("", r.report());
    Assert.assertEquals(0, r.failed());
  }

  @Test
  public void appliesAtAnOffset() throws Exception {
    FilePatch p = patchOf(BASE, EDITED);
    PatchApplier.Result r = new PatchApplier().apply(TextLines.split("zero\nhalf\n" + BASE), p);
    Assert.assertEquals("zero\nhalf\n" + EDITED, r.text().join());
    Assert.assertFalse(r.clean());
    Assert.assertEquals(2, r.placement(0).offset());
    Assert.assertEquals(2, r.placement(1).offset());
    Assert.assertEquals("Hunk #1 succeeded at 3 (offset 2 lines).\n"
        + "Hunk #2 succeeded at 12 (offset 2 lines).\n", r.report());
  }

  @Test
  public void appliesWithFuzz() throws Exception {
    FilePatch p = patchOf(BASE, EDITED);
    String drifted = "one\nTWO\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\ntwelve\n";
    PatchApplier a = new PatchApplier();
    PatchApplier.Result r = a.apply(TextLines.split(drifted), p);
    Assert.assertEquals("one\nTWO\nthree\nFOUR\nfive\nsix\nseven\neight\nnine\nten\neleven\n"
        + "twelve\nthirteen\n", r.text().join());
    Assert.assertEquals(2, r.placement(0).fuzzUsed());
    Assert.assertEquals("Hunk #1 succeeded at 3 with fuzz 2.\n", r.report());
    a.setFuzz(1);
    Assert.assertEquals(1, a.apply(TextLines.split(drifted), p).failed());
  }

  @Test
  public void rejectsWhatDoesNotMatch() throws Exception {
    FilePatch p = patchOf(BASE, EDITED);
    String other = "one\ntwo\nthree\n4\n5\n6\nseven\neight\nnine\nten\neleven\ntwelve\n";
    PatchApplier.Result r = new PatchApplier().apply(TextLines.split(other), p);
    Assert.assertEquals(other + "thirteen\n", r.text().join());
    Assert.assertEquals(1, r.failed());
    Assert.assertEquals("Hunk #1 FAILED\n1 out of 2 hunks FAILED\n", r.report());
    Assert.assertEquals("@@ -1,7 +1,7 @@", r.rejects().get(0).header());
    Assert.assertFalse(r.placement(0).applied());
    Assert.assertTrue(r.placement(1).applied());
  }

  @Test
  public void strictModeThrows() throws Exception {
    FilePatch p = patchOf(BASE, EDITED);
    PatchApplier a = new PatchApplier();
    a.setStrict(true);
    try {
      a.apply(TextLines.split("nothing\nalike\n"), p);
      Assert.fail("applied");
    } catch (PatchConflictException e) {
      Assert.assertEquals(1, e.getHunk());
      Assert.assertEquals("hunk #1 does not apply at line 1", e.getMessage());
    }
  }

  @Test
  public void reverseUndoes() throws Exception {
    FilePatch p = patchOf(BASE, EDITED);
    PatchApplier a = new PatchApplier();
    a.setReverse(true);
    Assert.assertEquals(BASE, a.apply(TextLines.split(EDITED), p).text().join());
    Assert.assertTrue(a.appliesCleanly(TextLines.split(EDITED), p));
    Assert.assertFalse(a.appliesCleanly(TextLines.split(BASE), p));
  }

  @Test
  public void appliesUnifiedTextAndNewlineMarkers() throws Exception {
    PatchApplier a = new PatchApplier();
    String d = new UnifiedDiff().diff("o", "n", "x\ny\n", "x\ny\nz");
    Assert.assertEquals("x\ny\nz", a.apply("x\ny\n", d));
    String back = new UnifiedDiff().diff("o", "n", "x\ny\nz", "x\ny\n");
    Assert.assertEquals("x\ny\n", a.apply("x\ny\nz", back));
    Assert.assertEquals("a\nb\n", a.apply("", "--- /dev/null\n+++ f\n@@ -0,0 +1,2 @@\n+a\n+b\n"));
  }

  @Test
  public void writesConflictMarkers() throws Exception {
    FilePatch p = patchOf("a\nb\nc\nd\ne\n", "a\nb\nC\nd\ne\n");
    TextLines t = new PatchApplier().withConflicts(TextLines.split("a\nb\nc!\nd\ne\n"), p);
    Assert.assertEquals("<<<<<<< current\na\nb\nc!\nd\ne\n=======\na\nb\nC\nd\ne\n>>>>>>> patch\n",
        t.join());
  }

  @Test
  public void roundTripsManyEdits() throws Exception {
    UnifiedDiff u = new UnifiedDiff(2);
    PatchApplier a = new PatchApplier();
    for (int seed = 1; seed <= 10; seed++) {
      TextLines x = DiffAlgorithmTest.randomText(seed, 10 + seed, 6);
      TextLines y = DiffAlgorithmTest.randomText(seed + 100, 8 + seed % 5, 6);
      String d = u.diff("x", "y", x, y);
      Patch p = UnifiedDiff.parse(d);
      Assert.assertEquals(d, p.toString());
      Assert.assertEquals(y.join(), a.apply(x, p.get(0)).text().join());
      a.setReverse(true);
      Assert.assertEquals(x.join(), a.apply(y, p.get(0)).text().join());
      a.setReverse(false);
    }
  }

  @Test
  public void optionsAreChecked() {
    PatchApplier a = new PatchApplier();
    a.setFuzz(3);
    Assert.assertEquals(3, a.fuzz());
    try {
      a.setFuzz(4);
      Assert.fail("accepted fuzz 4");
    } catch (IllegalArgumentException e) {
      Assert.assertEquals("fuzz 4", e.getMessage());
    }
  }
}
