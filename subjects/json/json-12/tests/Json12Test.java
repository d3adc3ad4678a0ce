// Bug-exposing tests of json-12: an empty object does not leave the parser's nesting depth, so later values hit the depth limit
public class Json12Test {
  @Test
  public void manyEmptyObjects() throws Exception {
    JsonArray a = new JsonParser("[{}, {}, {\"a\": {}}, {}]").withMaxDepth(3).parse().asArray();
    Assert.assertEquals(4, a.size());
    Assert.assertEquals(0, a.getObject(3).size());
  }

  @Test
  public void defaultLimit() throws Exception {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < 600; i++) {
      b.append(i == 0 ? "{}" : ",{}");
    }
    b.append("]");
    Assert.assertEquals(600, Json.parse(b.toString()).size());
  }
}
