class StringPadTest {
  @Test
  public void repeatCharacter() {
    Assert.assertEquals("---", StringPad.repeat('-', 3));
    Assert.assertEquals("", StringPad.repeat('-', 0));
    Assert.assertEquals("", StringPad.repeat('-', -2));
  }

  @Test
  public void repeatWithSeparator() {
    Assert.assertEquals("ab", StringPad.repeat("ab", ",", 1));
    Assert.assertEquals("", StringPad.repeat("ab", ",", 0));
    Assert.assertNull(StringPad.repeat(null, ",", 2));
  }

  @Test
  public void leftPadding() {
    Assert.assertEquals("0042", StringPad.leftPad("42", 4, '0'));
    Assert.assertEquals("12345", StringPad.leftPad("12345", 3, '0'));
    Assert.assertNull(StringPad.leftPad(null, 3, '0'));
  }

  @Test
  public void rightPaddingKeepsLongStrings() {
    Assert.assertEquals("abc", StringPad.rightPad("abc", 2, '.'));
    Assert.assertEquals("abc", StringPad.rightPad("abc", 3, '.'));
  }

  @Test
  public void centerEvenPadding() {
    Assert.assertEquals(" ab ", StringPad.center("ab", 4, ' '));
    Assert.assertEquals("abcd", StringPad.center("abcd", 2, ' '));
  }

  @Test
  public void abbreviateLongText() {
    Assert.assertEquals("abc...", StringPad.abbreviate("abcdefghij", 6));
    Assert.assertEquals("abc", StringPad.abbreviate("abc", 6));
    Assert.assertNull(StringPad.abbreviate(null, 6));
  }

  @Test(expected = IllegalArgumentException.class)
  public void abbreviateRejectsTinyWidth() {
    StringPad.abbreviate("abcdef", 3);
  }

  @Test
  public void alignCells() {
    String[] out = StringPad.alignLeft(new String[] {"a", "abc", "ab"});
    Assert.assertEquals("a  |abc|ab ", StringSplit.join(out, "|"));
  }
}
