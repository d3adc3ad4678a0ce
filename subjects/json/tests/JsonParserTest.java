public class JsonParserTest {
  @Test
  public void scalars() throws Exception {
    Assert.assertTrue(Json.parse("null").isNull());
    Assert.assertTrue(Json.parse(" true ").asBoolean());
    Assert.assertFalse(Json.parse("false").asBoolean());
    Assert.assertEquals(42, Json.parse("42").asInt());
    Assert.assertEquals("hi", Json.parse("\"hi\"").asString());
  }

  @Test
  public void nestedDocument() throws Exception {
    JsonObject o = Json.parseObject("{\"name\": \"ada\", \"tags\": [\"x\", \"y\"], \"age\": 36}");
    Assert.assertEquals(3, o.size());
    Assert.assertEquals("ada", o.getString("name"));
    Assert.assertEquals(2, o.getArray("tags").size());
    Assert.assertEquals("y", o.getArray("tags").getString(1));
    Assert.assertEquals(36, o.getInt("age"));
  }

  @Test
  public void memberOrderIsKept() throws Exception {
    JsonObject o = Json.parseObject("{\"b\":1,\"a\":2,\"c\":3}");
    Assert.assertEquals("b", o.keyAt(0));
    Assert.assertEquals("c", o.keyAt(2));
  }

  @Test
  public void escapes() throws Exception {
    Assert.assertEquals("a\"b\\c/d\ne\tf", Json.parse("\"a\\\"b\\\\c\\/d\\ne\\tf\"").asString());
    String s = Json.parse("\"\\u0041\\u00E9\"").asString();
    Assert.assertEquals(2, s.length());
    Assert.assertEquals('A', s.charAt(0));
    Assert.assertEquals(233, s.charAt(1));
  }

  @Test
  public void numbers() throws Exception {
    Assert.assertEquals(-7, Json.parse("-7").asInt());
    Assert.assertEquals(2.5, Json.parse("2.5").asDouble(), 0.0);
    Assert.assertEquals(1500.0, Json.parse("1.5e3").asDouble(), 0.0);
    Assert.assertEquals(0.25, Json.parse("25E-2").asDouble(), 1e-12);
    Assert.assertEquals(9007199254740993L, Json.parse("9007199254740993").asLong());
  }

  @Test
  public void emptyContainers() throws Exception {
    Assert.assertEquals(0, Json.parse("[]").size());
    Assert.assertEquals(0, Json.parse("{ }").size());
    Assert.assertEquals(1, Json.parse("[[]]").size());
  }

  @Test
  public void errorPosition() {
    try {
      Json.parse("{\n  \"a\": 1,\n  \"b\" 2\n}");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals(3, e.getLine());
      Assert.assertEquals(7, e.getColumn());
    }
  }

  @Test(expected = JsonException.class)
  public void trailingGarbage() throws Exception {
    Json.parse("[1, 2] x");
  }

  @Test(expected = JsonException.class)
  public void unterminatedArray() throws Exception {
    Json.parse("[1, 2");
  }

  @Test(expected = JsonException.class)
  public void duplicateMember() throws Exception {
    Json.parse("{\"a\": 1, \"a\": 2}");
  }

  @Test(expected = JsonException.class)
  public void leadingZero() throws Exception {
    Json.parse("012");
  }

  @Test(expected = JsonException.class)
  public void trailingCommaIsStrictError() throws Exception {
    Json.parse("[1, 2,]");
  }

  @Test
  public void lenientExtensions() throws Exception {
    JsonValue v = Json.parseLenient("// list\n['a', /* two */ 'b',]");
    Assert.assertEquals(2, v.size());
    Assert.assertEquals("b", v.asArray().getString(1));
    Assert.assertEquals(1, Json.parseLenient("{'k': 1,}").size());
  }

  @Test
  public void depthLimit() throws Exception {
    Assert.assertEquals(3, new JsonParser("[[[1]]]").withMaxDepth(3).parse().depth());
    try {
      new JsonParser("[[[[1]]]]").withMaxDepth(3).parse();
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertTrue(e.getMessage().startsWith("nesting deeper than 3"));
    }
  }

  @Test
  public void parserPosition() throws Exception {
    JsonParser p = new JsonParser("[1,\n 2]\n");
    p.parse();
    Assert.assertEquals(3, p.line());
    Assert.assertEquals(1, p.column());
  }
}
