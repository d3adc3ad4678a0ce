// Bug-exposing tests of json-1: the parser never moves the start of the current line, so columns after the first line count from the start of the document
public class Json1Test {
  @Test
  public void columnOnSecondLine() {
    try {
      Json.parse("{\"id\": 7,\n \"tags\": [\"a\", \"b\"],\n \"ok\": tru}");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals(3, e.getLine());
      Assert.assertEquals(11, e.getColumn());
    }
  }

  @Test
  public void positionAfterDocument() throws Exception {
    JsonParser p = new JsonParser("[\n  {\"a\": [1, 2.5, null]},\n  \"x\"\n]", JsonFeature.COMMENTS);
    Assert.assertEquals(2, p.parse().size());
    Assert.assertEquals(4, p.line());
    Assert.assertEquals(2, p.column());
  }
}
