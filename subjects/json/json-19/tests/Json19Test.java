// Bug-exposing tests of json-19: the depth limit rejects a document nested exactly as deep as the limit allows
public class Json19Test {
  /** A document using every construct of the lenient parser. */
  static final String DOC = "{\n  // settings\n  'name': \"app \\u00e9\\t1\",\n  \"on\": true, \"off\": false,\n"
      + "  \"none\": null, /* numbers */ \"n\": [0, -1.5e3, 12, 3.25,],\n"
      + "  \"deep\": {\"a\": [[], {}, [{\"b\": \"\\\"q\\\" \\\\ \\/\"}]]},\n}\n";

  @Test
  public void nestedExactlyToTheLimit() throws Exception {
    JsonValue v = new JsonParser("[[[1]]]").withMaxDepth(3).parse();
    Assert.assertEquals(1, v.size());
  }

  @Test
  public void documentAtItsOwnDepth() throws Exception {
    JsonValue v = new JsonParser(DOC, JsonFeature.COMMENTS, JsonFeature.SINGLE_QUOTES,
        JsonFeature.TRAILING_COMMAS).withMaxDepth(5).parse();
    Assert.assertEquals(6, v.size());
  }
}
