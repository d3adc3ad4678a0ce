// Bug-exposing tests of collections-12: StringIntMap computes a negative slot (ArrayIndexOutOfBounds) for keys with a negative hash code
public class Collections12Test {
  @Test
  public void negativeHashKey() {
    StringIntMap m = new StringIntMap();
    m.put("banana", 3);
    Assert.assertEquals(3, m.get("banana", 0));
  }

  @Test
  public void mixedHashSigns() {
    StringIntMap m = new StringIntMap();
    m.put("apple", 1);
    m.put("cherry", 2);
    m.put("orange juice", 3);
    Assert.assertEquals(3, m.size());
    Assert.assertTrue(m.containsKey("cherry"));
  }
}
