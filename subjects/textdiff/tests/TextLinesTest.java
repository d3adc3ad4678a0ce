public class TextLinesTest {
  @Test
  public void splitsOnEveryTerminator() {
    TextLines t = TextLines.split("a\nb\r\nc\rd");
    Assert.assertEquals(4, t.size());
    Assert.assertEquals("c", t.get(2));
    Assert.assertEquals("d", t.get(3));
    Assert.assertFalse(t.hasFinalNewline());
    Assert.assertEquals("a\nb\nc\nd", t.join());
  }

  @Test
  public void emptyTextAndBlankLines() {
    Assert.assertEquals(0, TextLines.split("").size());
    TextLines t = TextLines.split("\n\nx\n");
    Assert.assertEquals(3, t.size());
    Assert.assertEquals("", t.get(0));
    Assert.assertTrue(t.hasFinalNewline());
    Assert.assertEquals("\n\nx\n", t.toString());
  }

  @Test
  public void editsInPlace() {
    TextLines t = TextLines.of("one", "two", "three");
    t.insert(1, "one and a half");
    t.add("four");
    Assert.assertEquals("two", t.remove(2));
    t.set(0, "zero");
    Assert.assertEquals("zero\none and a half\nthree\nfour\n", t.join());
    t.replace(1, 3, TextLines.of("x", "y", "z"));
    Assert.assertEquals("zero\nx\ny\nz\nfour\n", t.join());
    Assert.assertEquals(5, t.size());
  }

  @Test
  public void growsPastItsInitialCapacity() {
    TextLines t = new TextLines();
    for (int i = 0; i < 40; i++) {
      t.insert(t.size() / 2, "l" + i);
    }
    Assert.assertEquals(40, t.size());
    Assert.assertEquals("l39", t.get(19));
    Assert.assertEquals("l0", t.get(39));
    Assert.assertEquals("l1", t.get(0));
  }

  @Test
  public void indexOutOfRange() {
    TextLines t = TextLines.of("a");
    try {
      t.get(1);
      Assert.fail("no exception");
    } catch (IndexOutOfBoundsException e) {
      Assert.assertEquals("line 1 of 1", e.getMessage());
    }
  }

  @Test
  public void subLinesKeepsTheMissingNewlineAtTheEnd() {
    TextLines t = TextLines.split("a\nb\nc");
    Assert.assertEquals("b\n", t.subLines(1, 2).join());
    Assert.assertEquals("b\nc", t.subLines(1, 3).join());
    Assert.assertEquals(t, t.copy());
    Assert.assertEquals(t.hashCode(), t.copy().hashCode());
    Assert.assertFalse(t.equals(TextLines.split("a\nb\nc\n")));
  }

  @Test
  public void comparesUnderAComparator() {
    TextLines a = TextLines.of("Alpha", "beta  gamma", "delta ");
    TextLines b = TextLines.of("alpha", "beta gamma", "delta");
    Assert.assertFalse(a.sameLines(b, Comparators.exact()));
    Assert.assertFalse(a.sameLines(b, Comparators.byName("ignore-case")));
    Assert.assertEquals(1, a.commonPrefix(b, Comparators.byName("ignore-case")));
    Assert.assertEquals(0, a.commonPrefix(b, Comparators.byName("ignore-whitespace")));
    Assert.assertEquals(2, a.commonSuffix(b, 0, Comparators.byName("ignore-whitespace")));
    Assert.assertEquals(1, a.commonSuffix(b, 0, Comparators.byName("ignore-trailing")));
    Assert.assertEquals(2, a.indexOf("DELTA ", 0, Comparators.byName("ignore-case")));
    Assert.assertEquals(-1, a.indexOf("Alpha", 1, Comparators.exact()));
    Assert.assertTrue(a.matchesAt(1, TextLines.of("beta gamma", "delta"),
        Comparators.byName("ignore-whitespace")));
  }

  @Test
  public void countsAndHelpers() {
    TextLines t = TextLines.of("the quick  brown", "", "\tfox ");
    Assert.assertEquals(4, t.wordCount());
    Assert.assertEquals(16, t.longestLine());
    Assert.assertEquals("   x  y", TextLines.expandTabs("\tx\ty", 3));
    Assert.assertEquals("ab   c", TextLines.expandTabs("ab\tc", 5));
    Assert.assertEquals("  x", TextLines.trimTrailing("  x \t"));
    Assert.assertTrue(TextLines.isBlank(" \t"));
  }
}
