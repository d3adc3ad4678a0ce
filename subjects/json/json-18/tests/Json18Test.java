// Bug-exposing tests of json-18: parse accepts one stray character after the value (the check for trailing text is off by one)
public class Json18Test {
  /** A document using every construct of the lenient parser. */
  static final String DOC = "{\n  // settings\n  'name': \"app \\u00e9\\t1\",\n  \"on\": true, \"off\": false,\n"
      + "  \"none\": null, /* numbers */ \"n\": [0, -1.5e3, 12, 3.25,],\n"
      + "  \"deep\": {\"a\": [[], {}, [{\"b\": \"\\\"q\\\" \\\\ \\/\"}]]},\n}\n";

  @Test(expected = JsonException.class)
  public void strayCharacterAfterTheValue() throws Exception {
    Json.parse("[1, 2]x");
  }

  @Test
  public void trailingTextAfterADocument() throws Exception {
    Assert.assertEquals(6, Json.parseLenient(DOC).size());
    try {
      Json.parseLenient(DOC + "}");
      Assert.fail("parsed");
    } catch (JsonException e) {
      Assert.assertEquals(8, e.getLine());
    }
  }
}
