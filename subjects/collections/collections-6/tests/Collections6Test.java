// Bug-exposing tests of collections-6: IntList.insert increments the size twice (duplicated statement)
public class Collections6Test {
  @Test
  public void insertAddsOne() {
    IntList list = new IntList();
    list.add(1);
    list.insert(0, 0);
    Assert.assertEquals(2, list.size());
    Assert.assertEquals("[0, 1]", list.toString());
  }
}
