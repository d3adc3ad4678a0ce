// Bug-exposing tests of json-3: JsonObject.getString returns the member's JSON text (with quotes) instead of its value
public class Json3Test {
  @Test
  public void stringMember() throws Exception {
    JsonObject o = Json.parseObject("{\"user\": {\"name\": \"ada\", \"id\": 3}, \"role\": \"admin\"}");
    Assert.assertEquals("admin", o.getString("role"));
    Assert.assertEquals("ada", o.getObject("user").getString("name"));
  }

  @Test(expected = JsonException.class)
  public void numberIsNotAString() throws Exception {
    new JsonObject().put("id", 3).put("name", "x").getString("id");
  }

  @Test
  public void escapedValue() throws Exception {
    JsonObject o = new JsonObject().put("path", "a\\b").put("q", "\"quoted\"");
    Assert.assertEquals("\"quoted\"", o.getString("q"));
    Assert.assertEquals("a\\b", o.optString("path", "?"));
  }
}
