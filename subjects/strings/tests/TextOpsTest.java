class TextOpsTest {
  @Test
  public void reverseText() {
    Assert.assertEquals("cba", TextOps.reverse("abc"));
    Assert.assertEquals("", TextOps.reverse(""));
    Assert.assertNull(TextOps.reverse(null));
  }

  @Test
  public void reverseWordOrder() {
    Assert.assertEquals("c.b.a", TextOps.reverseWords("a.b.c", '.'));
    Assert.assertEquals("d c b a", TextOps.reverseWords("a b c d", ' '));
  }

  @Test
  public void stripWhitespace() {
    Assert.assertEquals("a b", TextOps.strip("  a b\t\n"));
    Assert.assertEquals("", TextOps.strip("   "));
    Assert.assertEquals("x", TextOps.strip("x"));
  }

  @Test
  public void chompNewline() {
    Assert.assertEquals("line", TextOps.chomp("line\n"));
    Assert.assertEquals("line", TextOps.chomp("line"));
    Assert.assertEquals("", TextOps.chomp(""));
  }

  @Test
  public void deleteAllWhitespace() {
    Assert.assertEquals("abc", TextOps.deleteWhitespace(" a b\tc "));
    Assert.assertEquals("", TextOps.deleteWhitespace(""));
  }

  @Test
  public void replaceEveryOccurrence() {
    Assert.assertEquals("a-b-c", TextOps.replaceAll("a, b, c", ", ", "-"));
    Assert.assertEquals("abc", TextOps.replaceAll("abc", "x", "y"));
    Assert.assertEquals("", TextOps.replaceAll("aaa", "a", ""));
  }

  @Test
  public void wrapShortText() {
    Assert.assertEquals("one two", TextOps.wrap("one two", 10));
    Assert.assertEquals("", TextOps.wrap("", 5));
  }

  @Test
  public void prefixOfTwoStrings() {
    Assert.assertEquals("inter", TextOps.commonPrefix("interview", "internet"));
    Assert.assertEquals("", TextOps.commonPrefix("abc", "xyz"));
    Assert.assertEquals("same", TextOps.commonPrefix("same", "same"));
  }

  @Test
  public void differenceIndex() {
    Assert.assertEquals(-1, TextOps.indexOfDifference("abc", "abc"));
    Assert.assertEquals(1, TextOps.indexOfDifference("abc", "axc"));
    Assert.assertEquals(0, TextOps.indexOfDifference(null, "a"));
    Assert.assertEquals(-1, TextOps.indexOfDifference(null, null));
  }
}
