// Bug-exposing tests of collections-5: mergeSort copies the left run's element when draining the right run
public class Collections5Test {
  @Test
  public void alreadySorted() {
    int[] a = {1, 2, 3, 4};
    Sorting.mergeSort(a);
    Assert.assertEquals("1 2 3 4", SortingTest.show(a));
  }

  @Test
  public void rightRunLeftOver() {
    int[] a = {2, 1, 5, 6, 3};
    Sorting.mergeSort(a);
    Assert.assertTrue(Sorting.isSorted(a));
    Assert.assertEquals(6, a[4]);
  }
}
