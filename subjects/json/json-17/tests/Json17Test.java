// Bug-exposing tests of json-17: the escape of a single quote is rejected inside single-quoted strings, where it is needed, and accepted inside double-quoted ones
public class Json17Test {
  /** A document using every construct of the lenient parser. */
  static final String DOC = "{\n  // settings\n  'name': \"app \\u00e9\\t1\",\n  \"on\": true, \"off\": false,\n"
      + "  \"none\": null, /* numbers */ \"n\": [0, -1.5e3, 12, 3.25,],\n"
      + "  \"deep\": {\"a\": [[], {}, [{\"b\": \"\\\"q\\\" \\\\ \\/\"}]]},\n}\n";

  @Test
  public void escapedQuoteInSingleQuotes() throws Exception {
    Assert.assertEquals("it's", Json.parseLenient("['it\\'s']").asArray().get(0).asString());
  }

  @Test
  public void escapedQuoteInDoubleQuotesIsAnError() throws Exception {
    Assert.assertEquals(6, Json.parseLenient(DOC).size());
    try {
      Json.parseLenient("[\"it\\'s\"]");
      Assert.fail("parsed");
    } catch (JsonException e) {
      Assert.assertEquals(1, e.getLine());
    }
  }
}
