// Bug-exposing tests of json-9: a pointer writes a '/' inside a token as ~0 instead of ~1, so it does not round-trip
public class Json9Test {
  @Test
  public void slashInToken() throws Exception {
    JsonPointer p = JsonPointer.parse("/paths/~1users~1{id}/get");
    Assert.assertEquals("/users/{id}", p.token(1));
    Assert.assertEquals("/paths/~1users~1{id}/get", p.toString());
    Assert.assertEquals("~1a", JsonPointer.escape("/a"));
  }

  @Test
  public void roundTripThroughPatch() throws Exception {
    JsonValue doc = Json.parse("{\"a/b\": {\"c~d\": 1}}");
    JsonPointer p = JsonPointer.root().append("a/b").append("c~d");
    Assert.assertEquals(JsonValue.of(1), JsonPointer.parse(p.toString()).resolve(doc));
    JsonPatch patch = new JsonPatch().add(PatchOp.REMOVE, p, null, null);
    Assert.assertEquals("{\"a/b\":{}}", patch.apply(doc).toString());
    Assert.assertEquals("/a~1b/c~0d", patch.toJson().getObject(0).getString("path"));
  }
}
