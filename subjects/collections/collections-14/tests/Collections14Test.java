// Bug-exposing tests of collections-14: StringIntMap.remove frees the slot without re-inserting the rest of the probe cluster, so colliding keys get lost
public class Collections14Test {
  @Test
  public void colliderSurvivesRemoval() {
    StringIntMap m = new StringIntMap();
    m.put("apple", 1);
    m.put("zzzzzzz", 2);
    m.put("mango", 3);
    Assert.assertTrue(m.remove("apple"));
    Assert.assertEquals(3, m.get("mango", -1));
    Assert.assertEquals(2, m.get("zzzzzzz", -1));
  }

  @Test
  public void reinsertAfterRemovalKeepsSize() {
    StringIntMap m = new StringIntMap();
    m.put("kiwi", 1);
    m.put("yyyyyy", 2);
    m.remove("kiwi");
    m.put("yyyyyy", 5);
    Assert.assertEquals(1, m.size());
    Assert.assertEquals(5, m.get("yyyyyy", 0));
  }
}
