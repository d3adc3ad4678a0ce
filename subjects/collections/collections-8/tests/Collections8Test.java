// Bug-exposing tests of collections-8: IntList.contains misses the value at index 0
public class Collections8Test {
  @Test
  public void containsFirstElement() {
    IntList list = new IntList();
    list.add(7);
    list.add(8);
    Assert.assertTrue(list.contains(7));
  }
}
