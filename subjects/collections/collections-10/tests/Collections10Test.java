// Bug-exposing tests of collections-10: insertionSort never moves an element into position 0
public class Collections10Test {
  @Test
  public void smallestMovesToFront() {
    int[] a = {3, 1, 2};
    Sorting.insertionSort(a);
    Assert.assertEquals("1 2 3", SortingTest.show(a));
  }

  @Test
  public void reversedInput() {
    int[] a = {4, 3, 2, 1};
    Sorting.insertionSort(a);
    Assert.assertTrue(Sorting.isSorted(a));
  }
}
