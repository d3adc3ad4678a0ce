// Bug-exposing tests of collections-1: IntList.add stores the value but never increments the size
public class Collections1Test {
  @Test
  public void addIncreasesSize() {
    IntList list = new IntList();
    list.add(3);
    list.add(4);
    Assert.assertEquals(2, list.size());
    Assert.assertEquals("[3, 4]", list.toString());
  }

  @Test
  public void addAfterInsert() {
    IntList list = new IntList();
    list.insert(0, 1);
    list.add(2);
    Assert.assertEquals(2, list.get(1));
  }
}
