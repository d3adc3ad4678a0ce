// Bug-exposing tests of json-8: the writer escapes a carriage return as \r\t (a missing break in the escape switch)
public class Json8Test {
  @Test
  public void carriageReturn() {
    Assert.assertEquals("\"a\\r\\nb\"", JsonValue.of("a\r\nb").toString());
  }

  @Test
  public void roundTripOfLineEndings() throws Exception {
    JsonObject o = new JsonObject().put("text", "line1\r\nline2\r").put("tab", "\t");
    String written = o.toPrettyString();
    Assert.assertEquals("{\n  \"text\": \"line1\\r\\nline2\\r\",\n  \"tab\": \"\\t\"\n}", written);
    Assert.assertEquals(o, Json.parse(written));
  }
}
