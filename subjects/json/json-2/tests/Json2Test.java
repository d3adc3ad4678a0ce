// Bug-exposing tests of json-2: the parser rejects a space inside a string as if it were a control character
public class Json2Test {
  @Test
  public void spacesInStrings() throws Exception {
    JsonObject o = Json.parseObject("{\"name\": \"Ada Lovelace\", \"langs\": [\"note G\", \"x\"], \"n\": 1}");
    Assert.assertEquals("Ada Lovelace", o.getString("name"));
    Assert.assertEquals("note G", o.getArray("langs").getString(0));
  }

  @Test
  public void controlCharacterStillRejected() {
    try {
      Json.parse("[\"a\u0001b\"]");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals(1, e.getLine());
    }
  }

  @Test
  public void roundTripWithSpaces() throws Exception {
    String text = "{\"a\":\"b c\",\"d\":[\" \",\"e f g\"]}";
    Assert.assertEquals(text, Json.parse(text).toString());
  }
}
