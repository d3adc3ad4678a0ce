public class JsonValueTest {
  @Test
  public void arrayEditing() throws Exception {
    JsonArray a = new JsonArray().add(1).add("two").add(true);
    a.insert(0, JsonValue.of("zero"));
    a.insert(4, JsonValue.nullValue());
    Assert.assertEquals("[\"zero\",1,\"two\",true,null]", a.toString());
    Assert.assertEquals(JsonValue.of(1), a.remove(1));
    Assert.assertEquals(4, a.size());
    a.set(0, null);
    Assert.assertTrue(a.get(0).isNull());
    Assert.assertEquals(1, a.indexOf(JsonValue.of("two")));
    Assert.assertFalse(a.contains(JsonValue.of(1)));
  }

  @Test
  public void arrayGrowsAndSlices() {
    JsonArray a = new JsonArray();
    for (int i = 0; i < 10; i++) {
      a.add(i);
    }
    Assert.assertEquals(10, a.size());
    Assert.assertEquals("[3,4,5]", a.slice(3, 6).toString());
    Assert.assertEquals(0, a.slice(10, 10).size());
    Assert.assertEquals(10, a.toArray().length);
  }

  @Test(expected = IndexOutOfBoundsException.class)
  public void arrayIndexChecked() {
    new JsonArray().add(1).get(1);
  }

  @Test
  public void objectEditing() throws Exception {
    JsonObject o = new JsonObject().put("a", 1).put("b", "x").put("c", false);
    o.put("a", 2);
    Assert.assertEquals("{\"a\":2,\"b\":\"x\",\"c\":false}", o.toString());
    Assert.assertEquals(JsonValue.of("x"), o.remove("b"));
    Assert.assertNull(o.remove("b"));
    Assert.assertEquals("c", o.keyAt(1));
    Assert.assertEquals(2, o.keys().length);
    Assert.assertFalse(o.getBoolean("c"));
  }

  @Test
  public void objectGrows() {
    JsonObject o = new JsonObject();
    for (int i = 0; i < 9; i++) {
      o.put("k" + i, i);
    }
    Assert.assertEquals(9, o.size());
    Assert.assertEquals(JsonValue.of(8), o.get("k8"));
  }

  @Test
  public void optionalMembers() {
    JsonObject o = new JsonObject().put("s", "v").put("n", 5).put("d", JsonValue.of(1.5));
    Assert.assertEquals("v", o.optString("s", "none"));
    Assert.assertEquals("none", o.optString("n", "none"));
    Assert.assertEquals(5, o.optInt("n", -1));
    Assert.assertEquals(-1, o.optInt("d", -1));
    Assert.assertEquals(-1, o.optInt("missing", -1));
  }

  @Test
  public void typeMismatch() {
    try {
      new JsonObject().put("a", "text").getInt("a");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals("expected number but found string", e.getMessage());
    }
  }

  @Test(expected = JsonException.class)
  public void missingMember() throws Exception {
    new JsonObject().getString("nope");
  }

  @Test
  public void equality() throws Exception {
    Assert.assertEquals(Json.parse("{\"a\":1,\"b\":[1,2]}"), Json.parse("{\"b\":[1,2],\"a\":1.0}"));
    Assert.assertFalse(Json.parse("[1,2]").equals(Json.parse("[2,1]")));
    Assert.assertTrue(Json.same(JsonValue.nullValue(), Json.parse("null")));
    Assert.assertFalse(Json.same(null, JsonValue.of(0)));
  }

  @Test
  public void mergeShallowAndDeep() throws Exception {
    JsonObject a = Json.parseObject("{\"x\":{\"p\":1,\"q\":2},\"y\":1}");
    JsonObject b = Json.parseObject("{\"x\":{\"q\":3},\"z\":true}");
    JsonObject deep = ((JsonObject) Json.copy(a)).merge(b, true);
    Assert.assertEquals("{\"x\":{\"p\":1,\"q\":3},\"y\":1,\"z\":true}", deep.toString());
    JsonObject shallow = ((JsonObject) Json.copy(a)).merge(b, false);
    Assert.assertEquals("{\"x\":{\"q\":3},\"y\":1,\"z\":true}", shallow.toString());
  }

  @Test
  public void copyIsDeep() throws Exception {
    JsonObject a = Json.parseObject("{\"list\":[1,{\"k\":2}]}");
    JsonObject b = (JsonObject) Json.copy(a);
    b.getArray("list").getObject(1).put("k", 3);
    Assert.assertEquals(2, a.getArray("list").getObject(1).getInt("k"));
  }

  @Test
  public void numberConversions() throws Exception {
    Assert.assertEquals(3000000000L, JsonValue.of(3000000000L).asLong());
    Assert.assertTrue(JsonNumber.parse("1e2").equals(JsonValue.of(100)));
    Assert.assertEquals(-1, JsonNumber.parse("1").compareTo(JsonNumber.parse("1.5")));
    Assert.assertFalse(JsonNumber.parse("1.5").isIntegral());
  }

  @Test(expected = JsonException.class)
  public void intOverflow() throws Exception {
    JsonValue.of(3000000000L).asInt();
  }

  @Test
  public void types() {
    Assert.assertEquals(JsonType.ARRAY, new JsonArray().type());
    Assert.assertTrue(JsonType.OBJECT.isContainer());
    Assert.assertTrue(JsonType.fromLabel("number").isScalar());
    Assert.assertNull(JsonType.fromLabel("float"));
    Assert.assertEquals("BOOLEAN", JsonValue.of(true).type().name());
  }

  @Test
  public void depth() throws Exception {
    Assert.assertEquals(0, JsonValue.of(1).depth());
    Assert.assertEquals(3, Json.parse("{\"a\":[1,{\"b\":2}],\"c\":[]}").depth());
  }
}
