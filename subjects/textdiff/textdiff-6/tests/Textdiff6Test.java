// Bug-exposing tests of textdiff-6: changeBlocks never leaves a block once inside one
public class Textdiff6Test {
  @Test
  public void countsSeparateBlocks() {
    EditScript s = new MyersDiff(null).diff("a\nb\nc\nd\ne\n", "a\nB\nc\nd\nE\n");
    Assert.assertEquals(2, s.changeBlocks());
  }

  @Test
  public void statisticsCountHunksOfScripts() {
    DiffStats stats = new DiffStats();
    stats.addScript("f", new MyersDiff(null).diff("1\n2\n3\n4\n5\n6\n", "0\n2\n3\n4\n5\n7\n"));
    Assert.assertEquals(2, stats.hunks());
  }

  @Test
  public void scatteredEditsPassEveryProperty() {
    TextLines a = TextLines.of("one", "two", "three", "four", "five", "six", "seven");
    TextLines b = TextLines.of("one", "2", "three", "four", "5", "six", "seven", "8");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }

  @Test
  public void blocksOfAScript() {
    Assert.assertEquals(3, EditScript.of("1\n2\n3\n4\n5\n6\n7\n", "0\n2\n3\n4\n5\n6\n8\n9\n")
        .changeBlocks() + 1);
  }
}
