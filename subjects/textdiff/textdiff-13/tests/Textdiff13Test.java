// Bug-exposing tests of textdiff-13: a patch that adds the missing final newline leaves it missing
public class Textdiff13Test {
  @Test
  public void addsTheFinalNewline() throws Exception {
    Assert.assertEquals("", PatchApplier.verify("x\ny", "x\ny\n", 3));
    Assert.assertEquals("p\nq\n", PatchApplier.patch("p\nq", "p\nq\n", "p\nq"));
  }

  @Test
  public void addsLinesAfterAnUnterminatedOne() throws Exception {
    Assert.assertEquals("", PatchApplier.verify("last", "last\nmore\n", 1));
  }

  @Test
  public void addingNewlinesPassesEveryProperty() {
    TextLines a = TextLines.split("first\nsecond\nthird");
    TextLines b = TextLines.split("first\nsecond  line\nthird\n");
    Assert.assertEquals("", RoundTripTest.problems(a, b));
  }
}
