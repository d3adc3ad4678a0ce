// Developer tests added with the fix of strings-1.
class Strings1Test {
  @Test
  public void nullCellCountsAsEmpty() {
    String[] out = StringPad.alignLeft(new String[] {"ab", null, "c"});
    Assert.assertEquals("ab|  |c ", StringSplit.join(out, "|"));
  }

  @Test
  public void allCellsNull() {
    String[] out = StringPad.alignLeft(new String[] {null, null});
    Assert.assertEquals(2, out.length);
    Assert.assertEquals("", out[0]);
  }

  @Test
  public void noCells() {
    Assert.assertEquals(0, StringPad.alignLeft(new String[0]).length);
  }
}
