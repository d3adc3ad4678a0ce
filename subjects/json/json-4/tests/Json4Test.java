// Bug-exposing tests of json-4: JsonArray.slice accepts a range whose start is after its end and returns an empty array
public class Json4Test {
  @Test(expected = IndexOutOfBoundsException.class)
  public void reversedRange() {
    JsonArray a = new JsonArray().add(1).add(2).add(3).add(4);
    a.slice(3, 1);
  }

  @Test
  public void validRanges() throws Exception {
    JsonArray a = Json.parse("[0, 1, 2, 3, 4, 5]").asArray();
    Assert.assertEquals("[1,2]", a.slice(1, 3).toString());
    Assert.assertEquals("[]", a.slice(6, 6).toString());
    try {
      a.slice(4, 2);
      Assert.fail("no error");
    } catch (IndexOutOfBoundsException e) {
      Assert.assertEquals("slice 4..2 of 6", e.getMessage());
    }
  }
}
