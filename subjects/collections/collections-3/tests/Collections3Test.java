// Bug-exposing tests of collections-3: IntList.addAll throws NullPointerException for a null list instead of adding nothing
public class Collections3Test {
  @Test
  public void addAllNullIsNoOp() {
    IntList list = new IntList();
    list.add(1);
    list.addAll(null);
    Assert.assertEquals("[1]", list.toString());
  }

  @Test
  public void addAllEmpty() {
    IntList list = new IntList();
    list.addAll(new IntList());
    Assert.assertTrue(list.isEmpty());
  }
}
