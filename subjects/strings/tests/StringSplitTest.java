class StringSplitTest {
  @Test
  public void splitDropsEmptyTokens() {
    String[] parts = StringSplit.split("a,,b,c,", ',');
    Assert.assertEquals(3, parts.length);
    Assert.assertEquals("a", parts[0]);
    Assert.assertEquals("c", parts[2]);
  }

  @Test
  public void splitEdgeCases() {
    Assert.assertEquals(0, StringSplit.split("", ',').length);
    Assert.assertEquals(0, StringSplit.split(",,,", ',').length);
    Assert.assertNull(StringSplit.split(null, ','));
    Assert.assertEquals(1, StringSplit.split("abc", ',').length);
  }

  @Test
  public void splitOnWhitespace() {
    String[] parts = StringSplit.splitWhitespace("  one two\tthree \n");
    Assert.assertEquals(3, parts.length);
    Assert.assertEquals("one", parts[0]);
    Assert.assertEquals("three", parts[2]);
  }

  @Test
  public void splitPreservingEmptyTokens() {
    String[] parts = StringSplit.splitPreserveAll("a,,b", ',');
    Assert.assertEquals(3, parts.length);
    Assert.assertEquals("", parts[1]);
    Assert.assertEquals("b", parts[2]);
  }

  @Test
  public void fieldsOfALine() {
    Assert.assertEquals("b", StringSplit.field("a;b;c", ';', 1));
    Assert.assertEquals("", StringSplit.field("a;;c", ';', 1));
  }

  @Test
  public void joinParts() {
    Assert.assertEquals("a-b-c", StringSplit.join(new String[] {"a", "b", "c"}, "-"));
    Assert.assertEquals("", StringSplit.join(new String[0], "-"));
    Assert.assertNull(StringSplit.join(null, "-"));
  }

  @Test
  public void splitThenJoinRoundTrip() {
    Assert.assertEquals("x y z", StringSplit.join(StringSplit.split("x y z", ' '), " "));
  }
}
