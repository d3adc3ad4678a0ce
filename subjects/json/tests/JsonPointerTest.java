public class JsonPointerTest {
  private static final String DOC = "{\"a\":[10,{\"b\":\"x\"}],\"c/d\":1,\"e~f\":2,\"\":3}";

  @Test
  public void resolves() throws Exception {
    JsonValue doc = Json.parse(DOC);
    Assert.assertEquals(JsonValue.of(10), JsonPointer.parse("/a/0").resolve(doc));
    Assert.assertEquals(JsonValue.of("x"), JsonPointer.parse("/a/1/b").resolve(doc));
    Assert.assertEquals(JsonValue.of(1), JsonPointer.parse("/c~1d").resolve(doc));
    Assert.assertEquals(JsonValue.of(2), JsonPointer.parse("/e~0f").resolve(doc));
    Assert.assertEquals(JsonValue.of(3), JsonPointer.parse("/").resolve(doc));
    Assert.assertEquals(doc, JsonPointer.parse("").resolve(doc));
  }

  @Test
  public void missingValues() throws Exception {
    JsonValue doc = Json.parse(DOC);
    Assert.assertNull(JsonPointer.parse("/a/2").resolve(doc));
    Assert.assertNull(JsonPointer.parse("/a/01").resolve(doc));
    Assert.assertNull(JsonPointer.parse("/a/-").resolve(doc));
    Assert.assertNull(JsonPointer.parse("/c~1d/x").resolve(doc));
    Assert.assertNull(JsonPointer.parse("/zz").resolve(doc));
  }

  @Test(expected = JsonException.class)
  public void requireNamesPointer() throws Exception {
    JsonPointer.parse("/nope").require(Json.parse(DOC));
  }

  @Test
  public void structure() throws Exception {
    JsonPointer p = JsonPointer.parse("/a/b~1c/0");
    Assert.assertEquals(3, p.depth());
    Assert.assertEquals("b/c", p.token(1));
    Assert.assertEquals("0", p.last());
    Assert.assertEquals("/a/b~1c", p.parent().toString());
    Assert.assertEquals("/a/b~1c/0/~0", p.append("~").toString());
    Assert.assertTrue(p.parent().isPrefixOf(p));
    Assert.assertFalse(p.isPrefixOf(p.parent()));
    Assert.assertTrue(JsonPointer.root().parent().isRoot());
    Assert.assertEquals(JsonPointer.parse("/x"), JsonPointer.root().append("x"));
  }

  @Test
  public void arrayIndexes() {
    Assert.assertEquals(0, JsonPointer.arrayIndex("0", 3));
    Assert.assertEquals(12, JsonPointer.arrayIndex("12", 3));
    Assert.assertEquals(3, JsonPointer.arrayIndex("-", 3));
    Assert.assertEquals(-1, JsonPointer.arrayIndex("01", 3));
    Assert.assertEquals(-1, JsonPointer.arrayIndex("1a", 3));
    Assert.assertEquals(-1, JsonPointer.arrayIndex("", 3));
  }

  @Test
  public void escaping() throws Exception {
    Assert.assertEquals("~1", JsonPointer.unescape("~01"));
    Assert.assertEquals("a~0b~1c", JsonPointer.escape("a~b/c"));
  }

  @Test(expected = JsonException.class)
  public void mustStartWithSlash() throws Exception {
    JsonPointer.parse("a/b");
  }

  @Test(expected = JsonException.class)
  public void badEscape() throws Exception {
    JsonPointer.parse("/a~2");
  }
}
