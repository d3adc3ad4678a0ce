public class JsonPatchTest {
  private static JsonValue patch(String doc, String ops) throws JsonException {
    return JsonPatch.fromJson(Json.parse(ops)).apply(Json.parse(doc));
  }

  @Test
  public void addMembersAndElements() throws Exception {
    JsonValue r = patch("{\"a\":[1,3]}",
        "[{\"op\":\"add\",\"path\":\"/a/1\",\"value\":2},"
            + "{\"op\":\"add\",\"path\":\"/a/-\",\"value\":4},"
            + "{\"op\":\"add\",\"path\":\"/b\",\"value\":{}}]");
    Assert.assertEquals("{\"a\":[1,2,3,4],\"b\":{}}", r.toString());
  }

  @Test
  public void removeAndReplace() throws Exception {
    JsonValue r = patch("{\"a\":[1,2,3],\"b\":1,\"c\":2}",
        "[{\"op\":\"remove\",\"path\":\"/a/0\"},{\"op\":\"remove\",\"path\":\"/b\"},"
            + "{\"op\":\"replace\",\"path\":\"/c\",\"value\":[true]}]");
    Assert.assertEquals("{\"a\":[2,3],\"c\":[true]}", r.toString());
  }

  @Test
  public void moveAndCopy() throws Exception {
    JsonValue r = patch("{\"a\":{\"x\":1},\"b\":[]}",
        "[{\"op\":\"copy\",\"from\":\"/a/x\",\"path\":\"/b/0\"},"
            + "{\"op\":\"move\",\"from\":\"/a\",\"path\":\"/c\"}]");
    Assert.assertEquals("{\"b\":[1],\"c\":{\"x\":1}}", r.toString());
  }

  @Test
  public void testOperation() throws Exception {
    Assert.assertEquals(JsonValue.of(1),
        patch("1", "[{\"op\":\"test\",\"path\":\"\",\"value\":1.0}]"));
    try {
      patch("{\"a\":1}", "[{\"op\":\"test\",\"path\":\"/a\",\"value\":2}]");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals("test failed at /a: 1 != 2", e.getMessage());
    }
  }

  @Test
  public void replaceRoot() throws Exception {
    Assert.assertEquals("[]", patch("{\"a\":1}", "[{\"op\":\"replace\",\"path\":\"\",\"value\":[]}]")
        .toString());
  }

  @Test
  public void originalUnchanged() throws Exception {
    JsonValue doc = Json.parse("{\"a\":[1]}");
    JsonPatch p = new JsonPatch().add(PatchOp.ADD, JsonPointer.parse("/a/0"), null, JsonValue.of(0));
    Assert.assertEquals("{\"a\":[0,1]}", p.apply(doc).toString());
    Assert.assertEquals("{\"a\":[1]}", doc.toString());
  }

  @Test(expected = JsonException.class)
  public void moveIntoItself() throws Exception {
    patch("{\"a\":{}}", "[{\"op\":\"move\",\"from\":\"/a\",\"path\":\"/a/b\"}]");
  }

  @Test
  public void addBeyondTheEnd() throws Exception {
    try {
      JsonPatch.apply("[0]", "[{\"op\":\"add\",\"path\":\"/2\",\"value\":1}]");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals("bad array index 2 at /2", e.getMessage());
    }
  }

  @Test
  public void textInTextOut() throws Exception {
    Assert.assertEquals("{\"a\":1,\"b\":2}",
        JsonPatch.apply("{\"a\": 1}", "[{\"op\": \"add\", \"path\": \"/b\", \"value\": 2}]"));
  }

  @Test(expected = JsonException.class)
  public void removeMissing() throws Exception {
    patch("{\"a\":[]}", "[{\"op\":\"remove\",\"path\":\"/a/0\"}]");
  }

  @Test(expected = JsonException.class)
  public void unknownOperation() throws Exception {
    patch("{}", "[{\"op\":\"merge\",\"path\":\"/a\"}]");
  }

  @Test(expected = JsonException.class)
  public void addNeedsValue() throws Exception {
    patch("{}", "[{\"op\":\"add\",\"path\":\"/a\"}]");
  }

  @Test
  public void toJsonRoundTrip() throws Exception {
    String ops = "[{\"op\":\"move\",\"path\":\"/b\",\"from\":\"/a\"},{\"op\":\"test\",\"path\":\"/b\",\"value\":1}]";
    JsonPatch p = JsonPatch.fromJson(Json.parse(ops));
    Assert.assertEquals(2, p.size());
    Assert.assertEquals(PatchOp.TEST, p.op(1));
    Assert.assertEquals(Json.parse(ops), p.toJson());
  }

  @Test
  public void opNames() throws Exception {
    Assert.assertEquals(PatchOp.COPY, PatchOp.forName("copy"));
    Assert.assertTrue(PatchOp.MOVE.needsFrom());
    Assert.assertFalse(PatchOp.REMOVE.needsValue());
    Assert.assertFalse(PatchOp.TEST.mutates());
  }
}
