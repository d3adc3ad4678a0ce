// Bug-exposing tests of textdiff-1: after a carriage return the next line keeps starting where the previous one did
public class Textdiff1Test {
  @Test
  public void splitsWindowsLineEnds() {
    TextLines t = TextLines.split("first\r\nsecond\r\nthird\r\n");
    Assert.assertEquals(3, t.size());
    Assert.assertEquals("second", t.get(1));
    Assert.assertEquals("first\nsecond\nthird\n", t.join());
  }

  @Test
  public void diffsWindowsFilesLikeUnixFiles() throws Exception {
    String unix = new UnifiedDiff().diff("a", "b", "x\ny\nz\n", "x\nY\nz\n");
    // Compared as booleans: a failure message must not carry the carriage returns.
    Assert.assertTrue(unix.equals(
        new UnifiedDiff().diff("a", "b", "x\r\ny\r\nz\r\n", "x\r\nY\r\nz\r\n")));
    Assert.assertTrue("x\nY\nz\n".equals(new PatchApplier().apply("x\ry\rz\r", unix)));
  }

  @Test
  public void oldMacTextsPassEveryProperty() {
    TextLines a = TextLines.split("alpha\rbeta  gamma\rdelta\r");
    TextLines b = TextLines.split("alpha\rbeta gamma\rdelta\repsilon");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
