// Bug-exposing tests of json-7: JsonObject.merge throws NullPointerException for a null object instead of adding nothing
public class Json7Test {
  @Test
  public void mergeNull() throws Exception {
    JsonObject o = Json.parseObject("{\"a\": 1, \"b\": {\"c\": 2}}");
    Assert.assertEquals("{\"a\":1,\"b\":{\"c\":2}}", o.merge(null, true).toString());
    Assert.assertEquals(2, o.merge(null, false).size());
  }

  @Test
  public void mergeOptionalSection() throws Exception {
    JsonObject defaults = Json.parseObject("{\"port\": 80, \"tls\": {\"on\": false}}");
    JsonObject config = Json.parseObject("{\"port\": 8080}");
    JsonValue section = config.get("tls");
    defaults.merge(config, true).merge((JsonObject) section, true);
    Assert.assertEquals(8080, defaults.getInt("port"));
    Assert.assertFalse(defaults.getObject("tls").getBoolean("on"));
  }
}
