// Bug-exposing tests of json-11: the four hex digits of a string escape are read as decimal digits
public class Json11Test {
  @Test
  public void unicodeEscapes() throws Exception {
    JsonObject o = Json.parseObject("{\"name\": \"\\u0041da\", \"sym\": [\"\\u00e9\", \"\\u20AC\"]}");
    Assert.assertEquals("Ada", o.getString("name"));
    Assert.assertEquals(0xe9, o.getArray("sym").getString(0).charAt(0));
    Assert.assertEquals(0x20ac, o.getArray("sym").getString(1).charAt(0));
  }

  @Test
  public void escapeRoundTrip() throws Exception {
    String written = new JsonWriter(0).asciiOnly(true).write(JsonValue.of("caf\u00e9 \u0001")).result();
    Assert.assertEquals("caf\\u00e9 \\u0001", JsonWriter.escape("caf\u00e9 \u0001", true));
    String back = Json.parse(written).asString();
    Assert.assertEquals(6, back.length());
    Assert.assertEquals(0xe9, back.charAt(3));
    Assert.assertEquals(1, back.charAt(5));
  }
}
