public class WordDiffTest {
  @Test
  public void tokenizesWordsBlanksAndPunctuation() {
    String[] t = WordDiff.tokenize("if (x1 >= 42)  return;");
    Assert.assertEquals(13, t.length);
    Assert.assertEquals("if", t[0]);
    Assert.assertEquals("(", t[2]);
    Assert.assertEquals("x1", t[3]);
    Assert.assertEquals(">", t[5]);
    Assert.assertEquals("42", t[8]);
    Assert.assertEquals("  ", t[10]);
    Assert.assertEquals(0, WordDiff.tokenize("").length);
    Assert.assertEquals(6, WordDiff.countWords("a, b and c."));
  }

  @Test
  public void marksChangedWords() {
    WordDiff w = new WordDiff();
    Assert.assertEquals("the [-quick-]{+slow+} brown fox", w.diff("the quick brown fox",
        "the slow brown fox"));
    Assert.assertEquals("a b{+ c+}", w.diff("a b", "a b c"));
    Assert.assertEquals("[-x-]{+y+} = 1;", w.diff("x = 1;", "y = 1;"));
    Assert.assertEquals("same", w.diff("same", "same"));
    Assert.assertEquals("{+new+}", w.diff("", "new"));
  }

  @Test
  public void customMarkersAndBlanks() {
    WordDiff w = new WordDiff();
    w.setMarkers("<del>", "</del>", "<ins>", "</ins>");
    Assert.assertEquals("f(<del>a</del><ins>b</ins>,  c)", w.diff("f(a,  c)", "f(b,  c)"));
    Assert.assertEquals("x<del> </del><ins>   </ins>y", w.diff("x y", "x   y"));
    w.setIgnoreSpace(true);
    Assert.assertEquals("x   y", w.diff("x y", "x   y"));
  }

  @Test
  public void absorbsShortEqualRuns() {
    WordDiff w = new WordDiff();
    Assert.assertEquals("[-a-]{+x+} [-b-]{+y+} c", w.diff("a b c", "x y c"));
    w.setAbsorb(1);
    Assert.assertEquals("[-a b-]{+x y+} c", w.diff("a b c", "x y c"));
    Assert.assertEquals(3, w.script("a b c", "x y c").size());
  }

  @Test
  public void diffsTextsLineByLine() {
    WordDiff w = new WordDiff();
    TextLines a = TextLines.split("keep this\nold words here\ndrop me\n");
    TextLines b = TextLines.split("keep this\nnew words here\nand more\nadded\n");
    Assert.assertEquals("keep this\n[-old-]{+new+} words here\n[-drop-]{+and+} [-me-]{+more+}\n"
        + "{+added+}\n", w.diffLines(a, b));
  }

  @Test
  public void similarityAndInsertedWords() {
    WordDiff w = new WordDiff();
    Assert.assertEquals(75, w.similarity("a b c d", "a b x d"));
    Assert.assertEquals(100, w.similarity("", ""));
    Assert.assertEquals("x y", w.insertedWords("a b", "a x b y"));
    Assert.assertEquals("", w.insertedWords("a b", "a b"));
  }

  @Test
  public void inlineDiffsRebuildTheNewText() throws Exception {
    WordDiff w = new WordDiff();
    String[] olds = {"int x = a + b;", "hello world", "", "one two three", "f(a, b)"};
    String[] news = {"long x = a - b;", "hello there world", "x", "three two one", "g(b, a, c)"};
    for (int i = 0; i < olds.length; i++) {
      Assert.assertEquals(news[i], WordDiff.applyInline(w.diff(olds[i], news[i])));
    }
    try {
      WordDiff.applyInline("a [-b");
      Assert.fail("accepted");
    } catch (DiffException e) {
      Assert.assertEquals("unclosed deletion at 2", e.getMessage());
    }
  }

  @Test
  public void tokenKinds() {
    Assert.assertEquals(TokenKind.WORD, TokenKind.of('q'));
    Assert.assertEquals(TokenKind.NUMBER, TokenKind.of('7'));
    Assert.assertEquals(TokenKind.SPACE, TokenKind.of('\t'));
    Assert.assertEquals(TokenKind.PUNCTUATION, TokenKind.of(';'));
    Assert.assertTrue(TokenKind.WORD.continuesWith(TokenKind.NUMBER));
    Assert.assertFalse(TokenKind.NUMBER.continuesWith(TokenKind.WORD));
    Assert.assertFalse(TokenKind.SPACE.visible());
  }
}
