// Bug-exposing tests of json-16: JsonStats declares beginArray(long), which does not override the visitor's beginArray(int), so arrays are never counted
public class Json16Test {
  @Test
  public void countsArrays() throws Exception {
    JsonStats s = JsonStats.of(Json.parse("{\"a\": [[1], []], \"b\": \"xyz\"}"));
    Assert.assertEquals(3, s.count(JsonType.ARRAY));
    Assert.assertEquals(3, s.maxDepth());
    Assert.assertEquals(6, s.values());
  }

  @Test
  public void summaryOfArray() throws Exception {
    Assert.assertEquals("null=1 boolean=1 number=0 string=0 array=1 object=0 members=0 depth=1",
        JsonStats.of(Json.parse("[null, true]")).toString());
  }
}
