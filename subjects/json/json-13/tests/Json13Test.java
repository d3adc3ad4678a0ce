// Bug-exposing tests of json-13: Long.MAX_VALUE written as a number is not recognised as a long and is parsed as a double
public class Json13Test {
  @Test
  public void maxLong() throws Exception {
    JsonValue v = Json.parse("{\"max\": 9223372036854775807, \"min\": -9223372036854775808}");
    Assert.assertEquals(Long.MAX_VALUE, v.asObject().get("max").asLong());
    Assert.assertEquals(Long.MIN_VALUE, v.asObject().get("min").asLong());
  }

  @Test
  public void fitsLongBoundaries() {
    Assert.assertTrue(NumberText.fitsLong("9223372036854775807"));
    Assert.assertTrue(NumberText.fitsLong("-9223372036854775807"));
    Assert.assertFalse(NumberText.fitsLong("-9223372036854775809"));
  }
}
