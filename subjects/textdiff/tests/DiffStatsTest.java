public class DiffStatsTest {
  @Test
  public void summarisesPatches() throws Exception {
    String text = new UnifiedDiff().diff("a/x.txt", "b/x.txt", "1\n2\n3\n", "1\nTWO\n3\n4\n")
        + new UnifiedDiff().diff("a/long/name.txt", "b/long/name.txt", "p\nq\n", "q\n");
    DiffStats s = new DiffStats();
    s.addPatch(UnifiedDiff.parse(text));
    Assert.assertEquals(2, s.files());
    Assert.assertEquals(2, s.insertions());
    Assert.assertEquals(2, s.deletions());
    Assert.assertEquals(2, s.hunks());
    Assert.assertEquals("long/name.txt", s.widest());
    Assert.assertEquals("2 files changed, 2 insertions(+), 2 deletions(-)", s.toString());
  }

  @Test
  public void summarisesScripts() {
    DiffStats s = new DiffStats();
    s.addScript("f", new MyersDiff(null).diff("a\n", "a\nb\n"));
    Assert.assertEquals("1 file changed, 1 insertion(+)", s.toString());
    Assert.assertEquals(1, s.hunks());
  }

  @Test
  public void bars() {
    Assert.assertEquals("+++--", DiffStats.bar(3, 2, 10));
    Assert.assertEquals("+++++-", DiffStats.bar(50, 1, 6));
    Assert.assertEquals("", DiffStats.bar(0, 0, 5));
  }

  @Test
  public void editKinds() throws Exception {
    Assert.assertEquals(EditKind.INSERT, EditKind.fromSymbol('+'));
    Assert.assertEquals(EditKind.DELETE, EditKind.INSERT.inverse());
    Assert.assertEquals(EditKind.EQUAL, EditKind.EQUAL.inverse());
    Assert.assertTrue(EditKind.DELETE.inOld());
    Assert.assertFalse(EditKind.DELETE.inNew());
    Assert.assertEquals("insert", EditKind.INSERT.label());
    Assert.assertEquals('-', EditKind.DELETE.symbol());
    try {
      EditKind.fromSymbol('#');
      Assert.fail("accepted");
    } catch (DiffException e) {
      Assert.assertEquals(0, e.getLine());
    }
  }
}
