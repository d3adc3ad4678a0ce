// Bug-exposing tests of json-15: a patch's copy from a missing location adds null instead of failing
public class Json15Test {
  @Test(expected = JsonException.class)
  public void copyFromMissing() throws Exception {
    JsonPatch.apply("{\"a\":1}", "[{\"op\":\"copy\",\"from\":\"/nope\",\"path\":\"/b\"}]");
  }

  @Test
  public void copyIsIndependent() throws Exception {
    Assert.assertEquals("{\"a\":[1],\"b\":[1,3]}", JsonPatch.apply("{\"a\":[1]}",
        "[{\"op\":\"copy\",\"from\":\"/a\",\"path\":\"/b\"},{\"op\":\"add\",\"path\":\"/b/-\",\"value\":3}]"));
  }
}
