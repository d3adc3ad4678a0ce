// Bug-exposing tests of json-5: a patch's replace of an array element inserts the new value instead of replacing the old one
public class Json5Test {
  private static final String PATCH = "[{\"op\":\"replace\",\"path\":\"/a/1\",\"value\":20}]";

  @Test
  public void replaceArrayElement() throws Exception {
    Assert.assertEquals("{\"a\":[1,20,3]}", JsonPatch.apply("{\"a\":[1,2,3]}", PATCH));
  }

  @Test
  public void replaceIsIdempotent() throws Exception {
    String once = JsonPatch.apply("{\"a\":[1,2,3]}", PATCH);
    Assert.assertEquals(once, JsonPatch.apply(once, PATCH));
  }
}
