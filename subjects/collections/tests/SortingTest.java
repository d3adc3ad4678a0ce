public class SortingTest {
  static String show(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) {
      sb.append(a[i]).append(' ');
    }
    return sb.toString().trim();
  }

  @Test
  public void insertionSortSorts() {
    int[] a = {5, 2, 9, 1, 5, 6};
    Sorting.insertionSort(a);
    Assert.assertEquals("1 2 5 5 6 9", show(a));
  }

  @Test
  public void mergeSortSorts() {
    int[] a = {8, -3, 7, 0, 7, 2, -9};
    Sorting.mergeSort(a);
    Assert.assertEquals("-9 -3 0 2 7 7 8", show(a));
  }

  @Test
  public void mergeSortTinyArrays() {
    int[] empty = {};
    Sorting.mergeSort(empty);
    int[] one = {4};
    Sorting.mergeSort(one);
    Assert.assertEquals(0, empty.length);
    Assert.assertEquals(4, one[0]);
  }

  @Test
  public void binarySearchFinds() {
    int[] a = {1, 3, 5, 7, 9};
    Assert.assertEquals(0, Sorting.binarySearch(a, 1));
    Assert.assertEquals(3, Sorting.binarySearch(a, 7));
    Assert.assertEquals(4, Sorting.binarySearch(a, 9));
  }

  @Test
  public void binarySearchInsertionPoint() {
    int[] a = {1, 3, 5};
    Assert.assertEquals(-3, Sorting.binarySearch(a, 4));
    Assert.assertEquals(-1, Sorting.binarySearch(a, 0));
    Assert.assertEquals(-4, Sorting.binarySearch(a, 6));
  }

  @Test
  public void isSortedChecks() {
    Assert.assertTrue(Sorting.isSorted(new int[] {1, 1, 2}));
    Assert.assertFalse(Sorting.isSorted(new int[] {2, 1}));
    Assert.assertTrue(Sorting.isSorted(new int[] {}));
  }

  @Test
  public void reverseInPlace() {
    int[] a = {1, 2, 3, 4, 5};
    Sorting.reverse(a);
    Assert.assertEquals("5 4 3 2 1", show(a));
  }

  @Test
  public void sortStringsByCompareTo() {
    String[] s = {"pear", "apple", "fig", "Banana"};
    Sorting.sortStrings(s);
    Assert.assertEquals("Banana", s[0]);
    Assert.assertEquals("apple", s[1]);
    Assert.assertEquals("pear", s[3]);
  }
}
