class StringChecksTest {
  @Test
  public void emptyAndBlank() {
    Assert.assertTrue(StringChecks.isEmpty(null));
    Assert.assertTrue(StringChecks.isEmpty(""));
    Assert.assertFalse(StringChecks.isEmpty(" "));
    Assert.assertTrue(StringChecks.isBlank(null));
    Assert.assertTrue(StringChecks.isBlank(" \t\n"));
    Assert.assertFalse(StringChecks.isBlank("  x "));
  }

  @Test
  public void lengthOfText() {
    Assert.assertEquals(5, StringChecks.length("hello"));
    Assert.assertEquals(0, StringChecks.length(""));
  }

  @Test
  public void numericStrings() {
    Assert.assertTrue(StringChecks.isNumeric("0123"));
    Assert.assertFalse(StringChecks.isNumeric("12a"));
    Assert.assertFalse(StringChecks.isNumeric(""));
    Assert.assertFalse(StringChecks.isNumeric("-5"));
  }

  @Test
  public void alphaStrings() {
    Assert.assertTrue(StringChecks.isAlpha("abcXYZ"));
    Assert.assertFalse(StringChecks.isAlpha("abc1"));
    Assert.assertFalse(StringChecks.isAlpha(null));
  }

  @Test
  public void defaultIfBlank() {
    Assert.assertEquals("x", StringChecks.defaultIfBlank("  ", "x"));
    Assert.assertEquals("x", StringChecks.defaultIfBlank(null, "x"));
    Assert.assertEquals(" a", StringChecks.defaultIfBlank(" a", "x"));
  }

  @Test
  public void countMatchesOfSubstring() {
    Assert.assertEquals(0, StringChecks.countMatches("abc", "x"));
    Assert.assertEquals(0, StringChecks.countMatches(null, "a"));
    Assert.assertEquals(0, StringChecks.countMatches("abc", ""));
  }

  @Test
  public void countCharacter() {
    Assert.assertEquals(3, StringChecks.countChar("banana", 'a'));
    Assert.assertEquals(0, StringChecks.countChar("banana", 'z'));
    Assert.assertEquals(0, StringChecks.countChar(null, 'a'));
  }

  @Test
  public void indexOfAnyCharacter() {
    Assert.assertEquals(2, StringChecks.indexOfAny("zzabyz", "ba"));
    Assert.assertEquals(-1, StringChecks.indexOfAny("zzz", "ab"));
    Assert.assertEquals(-1, StringChecks.indexOfAny("", "ab"));
  }

  @Test
  public void prefixIgnoringCase() {
    Assert.assertTrue(StringChecks.startsWithIgnoreCase("HelloWorld", "hello"));
    Assert.assertFalse(StringChecks.startsWithIgnoreCase("Hi", "hello"));
    Assert.assertFalse(StringChecks.startsWithIgnoreCase(null, "a"));
  }

  @Test
  public void parseIntegers() {
    Assert.assertEquals(42, StringChecks.toInt("42", -1));
    Assert.assertEquals(-7, StringChecks.toInt(" -7 ", 0));
    Assert.assertEquals(9, StringChecks.toInt(null, 9));
  }
}
