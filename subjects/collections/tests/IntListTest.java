public class IntListTest {
  static IntList of(int[] values) {
    IntList list = new IntList();
    for (int i = 0; i < values.length; i++) {
      list.add(values[i]);
    }
    return list;
  }

  @Test
  public void addAndGet() {
    IntList list = of(new int[] {5, 6, 7});
    Assert.assertEquals(3, list.size());
    Assert.assertEquals(6, list.get(1));
    Assert.assertFalse(list.isEmpty());
  }

  @Test
  public void growsPastCapacity() {
    IntList list = new IntList(1);
    for (int i = 0; i < 20; i++) {
      list.add(i * 3);
    }
    Assert.assertEquals(20, list.size());
    Assert.assertEquals(57, list.get(19));
  }

  @Test(expected = IllegalArgumentException.class)
  public void zeroCapacityRejected() {
    new IntList(0);
  }

  @Test
  public void insertShiftsRight() {
    IntList list = of(new int[] {1, 2, 4});
    list.insert(2, 3);
    list.insert(0, 0);
    list.insert(5, 5);
    Assert.assertEquals("[0, 1, 2, 3, 4, 5]", list.toString());
  }

  @Test(expected = IndexOutOfBoundsException.class)
  public void insertPastEnd() {
    of(new int[] {1}).insert(2, 9);
  }

  @Test
  public void setReplaces() {
    IntList list = of(new int[] {1, 2});
    list.set(1, 9);
    Assert.assertEquals("[1, 9]", list.toString());
  }

  @Test(expected = IndexOutOfBoundsException.class)
  public void getPastSize() {
    of(new int[] {1, 2}).get(2);
  }

  @Test
  public void removeAtShiftsLeft() {
    IntList list = of(new int[] {1, 2, 3, 4});
    Assert.assertEquals(2, list.removeAt(1));
    Assert.assertEquals("[1, 3, 4]", list.toString());
  }

  @Test
  public void removeValueFirstOccurrence() {
    IntList list = of(new int[] {4, 5, 4});
    Assert.assertTrue(list.removeValue(4));
    Assert.assertFalse(list.removeValue(7));
    Assert.assertEquals("[5, 4]", list.toString());
  }

  @Test
  public void indexOfAndContains() {
    IntList list = of(new int[] {3, 8, 8});
    Assert.assertEquals(1, list.indexOf(8));
    Assert.assertEquals(-1, list.indexOf(2));
    Assert.assertTrue(list.contains(8));
    Assert.assertFalse(list.contains(2));
  }

  @Test
  public void addAllAppends() {
    IntList list = of(new int[] {1});
    list.addAll(of(new int[] {2, 3, 4, 5, 6, 7, 8, 9, 10}));
    Assert.assertEquals(10, list.size());
    Assert.assertEquals(10, list.get(9));
  }

  @Test
  public void toArrayCopies() {
    IntList list = of(new int[] {1, 2});
    int[] copy = list.toArray();
    copy[0] = 99;
    Assert.assertEquals(2, copy.length);
    Assert.assertEquals(1, list.get(0));
  }

  @Test
  public void clearEmpties() {
    IntList list = of(new int[] {1, 2});
    list.clear();
    Assert.assertTrue(list.isEmpty());
    Assert.assertEquals("[]", list.toString());
  }

  @Test
  public void parsesCommaSeparated() {
    Assert.assertEquals("[1, -2, 30]", IntList.parse(" 1, -2 ,30").toString());
    Assert.assertEquals(0, IntList.parse("  ").size());
  }
}
