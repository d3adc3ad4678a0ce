// Bug-exposing tests of collections-15: StringIntMap.containsKey(null) throws NullPointerException instead of returning false
public class Collections15Test {
  @Test
  public void nullIsNeverAKey() {
    StringIntMap m = new StringIntMap();
    m.put("a", 1);
    Assert.assertFalse(m.containsKey(null));
  }

  @Test
  public void presentKey() {
    StringIntMap m = new StringIntMap();
    m.put("a", 1);
    Assert.assertTrue(m.containsKey("a"));
  }
}
