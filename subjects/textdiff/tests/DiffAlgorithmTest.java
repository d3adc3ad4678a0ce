public class DiffAlgorithmTest {
  private static final String A = "a\nb\nc\nd\ne\nf\n";
  private static final String B = "a\nc\nd\nx\ne\nf\ny\n";

  /** A deterministic text of n lines drawn from `alphabet` lines, seeded. */
  static TextLines randomText(int seed, int n, int alphabet) {
    TextLines t = new TextLines();
    int x = seed;
    for (int i = 0; i < n; i++) {
      x = x * 1103515245 + 12345;
      int v = (x >>> 16) % alphabet;
      t.add("line " + v);
    }
    return t;
  }

  @Test
  public void myersFindsAShortestScript() {
    EditScript s = new MyersDiff(Comparators.exact()).diff(A, B);
    Assert.assertEquals("[EQUAL(0-1,0-1), DELETE(1-2,1-1), EQUAL(2-4,1-3), INSERT(4-4,3-4), "
        + "EQUAL(4-6,4-6), INSERT(6-6,6-7)]", s.toString());
    Assert.assertEquals(3, s.distance());
    Assert.assertEquals(2, s.inserted());
    Assert.assertEquals(1, s.deleted());
    Assert.assertEquals(5, s.unchanged());
    Assert.assertEquals(3, s.changeBlocks());
    Assert.assertEquals(76, s.similarity());
  }

  @Test
  public void lcsAgreesWithMyers() {
    EditScript m = new MyersDiff(Comparators.exact()).diff(A, B);
    EditScript l = new LcsDiff(Comparators.exact()).diff(A, B);
    Assert.assertEquals(m.toString(), l.toString());
    Assert.assertEquals(5, new LcsDiff(null).lcsLength(TextLines.split(A), TextLines.split(B)));
  }

  @Test
  public void scriptsRebuildTheNewText() {
    for (int seed = 1; seed <= 12; seed++) {
      TextLines a = randomText(seed, 6 + seed % 7, 5);
      TextLines b = randomText(seed * 7 + 3, 4 + seed % 9, 5);
      EditScript m = new MyersDiff(Comparators.exact()).diff(a, b);
      EditScript l = new LcsDiff(Comparators.exact()).diff(a, b);
      Assert.assertEquals(b, m.apply(a, b));
      Assert.assertEquals(b, l.apply(a, b));
      Assert.assertEquals(a, m.inverse().apply(b, a));
      Assert.assertEquals(l.distance(), m.distance());
      Assert.assertEquals(a.size(), m.sizeA());
      Assert.assertEquals(b.size(), m.sizeB());
    }
  }

  @Test
  public void boundedSearchFallsBack() {
    MyersDiff d = new MyersDiff(Comparators.exact(), 2);
    TextLines a = randomText(5, 20, 4);
    TextLines b = randomText(9, 20, 4);
    EditScript s = d.diff(a, b);
    Assert.assertEquals(1, d.fallbacks());
    Assert.assertEquals(b, s.apply(a, b));
    Assert.assertEquals(new LcsDiff(null).diff(a, b).distance(), s.distance());
  }

  @Test
  public void equalAndEmptyTexts() {
    MyersDiff d = new MyersDiff(Comparators.exact());
    Assert.assertEquals("[EQUAL(0-3,0-3)]", d.diff("x\ny\nz\n", "x\ny\nz\n").toString());
    Assert.assertTrue(d.diff("x\n", "x\n").identical());
    Assert.assertEquals("[INSERT(0-0,0-2)]", d.diff("", "p\nq\n").toString());
    Assert.assertEquals("[DELETE(0-2,0-0)]", d.diff("p\nq\n", "").toString());
    Assert.assertEquals("[]", d.diff("", "").toString());
    Assert.assertEquals(100, d.diff("", "").similarity());
  }

  @Test
  public void replacementsPutDeletionsFirst() {
    EditScript s = new MyersDiff(null).diff("a\nb\nc\n", "a\nX\nY\nc\n");
    Assert.assertEquals("[EQUAL(0-1,0-1), DELETE(1-2,1-1), INSERT(2-2,1-3), EQUAL(2-3,3-4)]",
        s.toString());
    Assert.assertEquals("2c2,3\n< b\n---\n> X\n> Y\n",
        s.toNormalDiff(TextLines.split("a\nb\nc\n"), TextLines.split("a\nX\nY\nc\n")));
  }

  @Test
  public void repeatedLinesSlideDown() {
    DiffAlgorithm d = new MyersDiff(null);
    EditScript s = d.diff("{\n}\n", "{\n}\n{\n}\n");
    Assert.assertEquals("[EQUAL(0-2,0-2), INSERT(2-2,2-4)]", s.toString());
    d.setSlide(false);
    Assert.assertEquals(2, d.diff("x\na\nb\na\nb\n", "x\na\nb\n").deleted());
  }

  @Test
  public void normalDiffOfAllOperations() {
    TextLines a = TextLines.split(A);
    TextLines b = TextLines.split(B);
    EditScript s = new MyersDiff(null).diff(a, b);
    Assert.assertEquals("2d1\n< b\n4a4\n> x\n6a7\n> y\n", s.toNormalDiff(a, b));
    Assert.assertEquals(-1, s.mapLine(1));
    Assert.assertEquals(1, s.mapLine(2));
    Assert.assertEquals(5, s.mapLine(5));
    Assert.assertEquals("[DELETE(1-2,1-1), INSERT(4-4,3-4), INSERT(6-6,6-7)]",
        s.changes().toString());
  }

  @Test
  public void comparatorsDecideEquality() {
    DiffAlgorithm d = DiffAlgorithm.forName("myers", Comparators.byName("ignore-whitespace"));
    Assert.assertTrue(d.diff("int  x = 1;\n  y();\n", "int x = 1;\ny();\n").identical());
    DiffAlgorithm c = DiffAlgorithm.forName("lcs", Comparators.byName("ignore-case"));
    Assert.assertEquals("lcs", c.name());
    Assert.assertEquals(1, c.diff("A\nB\n", "a\nc\n").unchanged());
    Assert.assertTrue(c.comparisons() > 0);
  }

  @Test(expected = IllegalArgumentException.class)
  public void unknownAlgorithm() {
    DiffAlgorithm.forName("patience", null);
  }
}
