// Bug-exposing tests of json-10: the strict parser accepts a form feed as whitespace, which RFC 8259 does not
public class Json10Test {
  @Test(expected = JsonException.class)
  public void formFeedBetweenElements() throws Exception {
    Json.parse("[1,\f2]");
  }

  @Test
  public void ordinaryWhitespace() throws Exception {
    JsonValue v = Json.parse(" {\r\n\t\"a\" :\t[ 1 , 2 ] ,\n \"b\" : { } }\n");
    Assert.assertEquals(2, v.size());
    try {
      Json.parseLenient("{'a': 1, /* c */ 'b':\f2}");
      Assert.fail("no error");
    } catch (JsonException e) {
      Assert.assertEquals(1, e.getLine());
    }
  }
}
