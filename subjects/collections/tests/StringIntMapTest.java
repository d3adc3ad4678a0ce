public class StringIntMapTest {
  @Test
  public void putAndGet() {
    StringIntMap m = new StringIntMap();
    m.put("apple", 1);
    m.put("zebra", 2);
    Assert.assertEquals(1, m.get("apple", -1));
    Assert.assertEquals(2, m.get("zebra", -1));
    Assert.assertEquals(-1, m.get("kiwi", -1));
    Assert.assertEquals(2, m.size());
  }

  @Test
  public void putReplaces() {
    StringIntMap m = new StringIntMap();
    m.put("a", 1);
    m.put("a", 5);
    Assert.assertEquals(1, m.size());
    Assert.assertEquals(5, m.get("a", 0));
  }

  @Test
  public void collidingKeysProbe() {
    StringIntMap m = new StringIntMap();
    m.put("apple", 1);
    m.put("zzzzzzz", 2);
    m.put("mango", 3);
    Assert.assertEquals(1, m.get("apple", 0));
    Assert.assertEquals(2, m.get("zzzzzzz", 0));
    Assert.assertEquals(3, m.get("mango", 0));
  }

  @Test
  public void growsAndKeepsEntries() {
    StringIntMap m = new StringIntMap();
    for (int i = 0; i < 40; i++) {
      m.put("k" + i, i);
    }
    Assert.assertEquals(40, m.size());
    Assert.assertEquals(17, m.get("k17", -1));
    Assert.assertTrue(m.containsKey("k39"));
    Assert.assertFalse(m.containsKey("k40"));
  }

  @Test
  public void incrementCounts() {
    StringIntMap m = new StringIntMap();
    m.increment("x");
    m.increment("x");
    Assert.assertEquals(3, m.increment("x"));
    Assert.assertEquals(1, m.increment("y"));
  }

  @Test
  public void removeSimple() {
    StringIntMap m = new StringIntMap();
    m.put("apple", 1);
    Assert.assertTrue(m.remove("apple"));
    Assert.assertFalse(m.remove("apple"));
    Assert.assertEquals(0, m.size());
    Assert.assertFalse(m.containsKey("apple"));
  }

  @Test
  public void sortedKeys() {
    StringIntMap m = new StringIntMap();
    m.put("pear", 1);
    m.put("fig", 2);
    m.put("kiwi", 3);
    String[] keys = m.sortedKeys();
    Assert.assertEquals(3, keys.length);
    Assert.assertEquals("fig", keys[0]);
    Assert.assertEquals("pear", keys[2]);
  }

  @Test(expected = IllegalArgumentException.class)
  public void nullKeyRejected() {
    new StringIntMap().put(null, 1);
  }
}
