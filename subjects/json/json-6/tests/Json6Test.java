// Bug-exposing tests of json-6: a patch cannot add after the last element of an array ("-" or index equal to the size)
public class Json6Test {
  private static final String APPEND = "[{\"op\":\"add\",\"path\":\"/list/-\",\"value\":\"b\"}]";

  @Test
  public void appendWithDash() throws Exception {
    Assert.assertEquals("{\"list\":[\"a\",\"b\"]}", JsonPatch.apply("{\"list\":[\"a\"]}", APPEND));
  }

  @Test
  public void appendToEmpty() throws Exception {
    String once = JsonPatch.apply("{\"list\":[]}", APPEND);
    Assert.assertEquals("{\"list\":[\"b\",\"b\"]}", JsonPatch.apply(once, APPEND));
  }
}
