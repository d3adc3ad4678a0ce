// Bug-exposing tests of collections-9: IntList.removeValue cannot remove the last element of the list
public class Collections9Test {
  @Test
  public void removeLastValue() {
    IntList list = new IntList();
    list.add(1);
    list.add(2);
    Assert.assertTrue(list.removeValue(2));
    Assert.assertEquals("[1]", list.toString());
  }

  @Test
  public void removeOnlyValue() {
    IntList list = new IntList();
    list.add(9);
    Assert.assertTrue(list.removeValue(9));
    Assert.assertTrue(list.isEmpty());
  }
}
