public class JsonStatsTest {
  @Test
  public void countsEveryValue() throws Exception {
    JsonStats s = JsonStats.of(Json.parse("{\"a\":[1,2,\"xy\"],\"bb\":{\"c\":null,\"d\":true}}"));
    Assert.assertEquals(2, s.count(JsonType.NUMBER));
    Assert.assertEquals(1, s.count(JsonType.STRING));
    Assert.assertEquals(2, s.count(JsonType.OBJECT));
    Assert.assertEquals(1, s.count(JsonType.ARRAY));
    Assert.assertEquals(8, s.values());
    Assert.assertEquals(4, s.members());
    Assert.assertEquals(2, s.maxDepth());
    Assert.assertEquals(2, s.stringChars());
    Assert.assertEquals(2, s.longestKey());
  }

  @Test
  public void summary() throws Exception {
    Assert.assertEquals("null=0 boolean=0 number=1 string=0 array=2 object=0 members=0 depth=2",
        JsonStats.of(Json.parse("[[],3]")).toString());
  }

  @Test
  public void flatten() throws Exception {
    Assert.assertEquals("/a/0=1\n/a/1/b=\"x\"\n/c={}\n/d~1e=[]\n",
        Json.flatten(Json.parse("{\"a\":[1,{\"b\":\"x\"}],\"c\":{},\"d/e\":[]}")));
    Assert.assertEquals("=7\n", Json.flatten(JsonValue.of(7)));
  }

  @Test
  public void features() {
    JsonFeature[] some = {JsonFeature.COMMENTS};
    Assert.assertTrue(JsonFeature.contains(some, JsonFeature.COMMENTS));
    Assert.assertFalse(JsonFeature.contains(some, JsonFeature.LEADING_ZEROS));
    Assert.assertFalse(JsonFeature.contains(null, JsonFeature.COMMENTS));
    Assert.assertTrue(new JsonParser("1", JsonFeature.TRAILING_COMMAS).allows(JsonFeature.TRAILING_COMMAS));
  }
}
