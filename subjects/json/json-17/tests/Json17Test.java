// Bug-exposing tests of json-17: a block comment that ends the input with a star is reported as "unexpected end of input" instead of an unterminated comment
public class Json17Test {
  /** A document using every construct of the lenient parser. */
  static final String DOC = "{\n  // settings\n  'name': \"app \\u00e9\\t1\",\n  \"on\": true, \"off\": false,\n"
      + "  \"none\": null, /* numbers */ \"n\": [0, -1.5e3, 12, 3.25,],\n"
      + "  \"deep\": {\"a\": [[], {}, [{\"b\": \"\\\"q\\\" \\\\ \\/\"}]]},\n}\n";

  @Test
  public void unterminatedAfterAStar() throws Exception {
    Assert.assertEquals(14, Json.parseLenient(DOC).size() + Json.parseLenient(DOC).asObject().get("n").size() * 2);
    try {
      Json.parseLenient("[1] /* note *");
      Assert.fail("parsed");
    } catch (JsonException e) {
      Assert.assertEquals("unterminated comment at line 1, column 14", e.getMessage());
    }
  }

  @Test
  public void starsInsideComments() throws Exception {
    Assert.assertEquals(2, Json.parseLenient("/** a * b **/ [1, /***/ 2]").size());
  }
}
