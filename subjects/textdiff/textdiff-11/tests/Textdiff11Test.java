// Bug-exposing tests of textdiff-11: the offset search never tries the expected line when it is the only one
public class Textdiff11Test {
  @Test
  public void createsAFile() throws Exception {
    Assert.assertEquals("", PatchApplier.verify("", "first\nsecond\n", 3));
    Assert.assertEquals("a\nb\n",
        new PatchApplier().apply("", "--- /dev/null\n+++ f\n@@ -0,0 +1,2 @@\n+a\n+b\n"));
  }

  @Test
  public void appendsWithoutContext() throws Exception {
    Assert.assertEquals("", PatchApplier.verify("x\n", "x\ny\n", 0));
  }

  @Test
  public void newFilesPassEveryProperty() {
    Assert.assertEquals("", RoundTripTest.problems(new TextLines(), TextLines.of("one", "two")));
  }
}
