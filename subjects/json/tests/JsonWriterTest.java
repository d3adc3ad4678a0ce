public class JsonWriterTest {
  @Test
  public void compactRoundTrip() throws Exception {
    String text = "{\"a\":[1,2.5,\"x\",null,true],\"b\":{},\"c\":[]}";
    Assert.assertEquals(text, Json.parse(text).toString());
  }

  @Test
  public void prettyPrint() throws Exception {
    JsonValue v = Json.parse("{\"a\":[1,2],\"b\":{\"c\":null}}");
    Assert.assertEquals("{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {\n    \"c\": null\n  }\n}",
        v.toPrettyString());
  }

  @Test
  public void prettyEmptyContainers() throws Exception {
    Assert.assertEquals("{\n   \"a\": [],\n   \"b\": {}\n}", Json.reformat("{\"a\":[],\"b\":{}}", 3));
  }

  @Test
  public void escapesControlCharacters() {
    Assert.assertEquals("\"a\\nb\\u0001\\\"\"", JsonValue.of("a\nb\u0001\"").toString());
  }

  @Test
  public void asciiOnly() {
    JsonWriter w = new JsonWriter(0).asciiOnly(true);
    Assert.assertEquals("\"caf\\u00e9\"", w.write(JsonValue.of("caf\u00e9")).result());
    Assert.assertEquals("caf\u00e9", JsonWriter.escape("caf\u00e9", false));
  }

  @Test
  public void sortedKeys() throws Exception {
    JsonValue v = Json.parse("{\"b\":1,\"a\":{\"d\":1,\"c\":2}}");
    Assert.assertEquals("{\"a\":{\"c\":2,\"d\":1},\"b\":1}", Json.canonical(v));
  }

  @Test
  public void numbersKeepTheirText() throws Exception {
    Assert.assertEquals("[1.50,-0,1E+2]", Json.parse("[1.50, -0, 1E+2]").toString());
    Assert.assertEquals("2.5", JsonValue.of(2.5).toString());
    Assert.assertEquals("3.0", JsonValue.of(3.0).toString());
  }

  @Test
  public void unicodeEscapeDigits() {
    Assert.assertEquals("\\u00ff", JsonWriter.unicodeEscape('\u00ff'));
    Assert.assertEquals("\\u1a2b", JsonWriter.unicodeEscape('\u1a2b'));
  }

  @Test(expected = IllegalArgumentException.class)
  public void negativeIndent() {
    new JsonWriter(-1);
  }
}
