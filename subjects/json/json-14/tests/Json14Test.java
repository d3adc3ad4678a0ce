// Bug-exposing tests of json-14: pretty printing puts an object's closing brace right after its last member
public class Json14Test {
  @Test
  public void prettyObject() throws Exception {
    Assert.assertEquals("{\n  \"a\": 1,\n  \"b\": [\n    true\n  ]\n}", Json.reformat("{\"a\":1,\"b\":[true]}", 2));
  }

  @Test
  public void nestedSorted() throws Exception {
    JsonValue v = Json.parse("{\"z\":{\"y\":null,\"x\":\"s\"}}");
    Assert.assertEquals("{\n \"z\": {\n  \"x\": \"s\",\n  \"y\": null\n }\n}",
        new JsonWriter(1).sortKeys(true).write(v).result());
  }
}
