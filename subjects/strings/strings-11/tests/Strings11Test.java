// Developer tests added with the fix of strings-11.
class Strings11Test {
  @Test
  public void wrapsAtWidth() {
    Assert.assertEquals("aaa bbb|ccc", TextOps.replaceAll(TextOps.wrap("aaa bbb ccc", 7), "\n", "|"));
  }

  @Test
  public void longWordOnItsOwnLine() {
    Assert.assertEquals("a|abcdefgh|b", TextOps.replaceAll(TextOps.wrap("a abcdefgh b", 4), "\n", "|"));
  }
}
