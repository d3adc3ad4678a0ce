/** Sorting and searching of arrays. */
public class Sorting {
  public static void insertionSort(int[] a) {
    for (int i = 1; i < a.length; i++) {
      int key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  /** Stable top-down merge sort. */
  public static void mergeSort(int[] a) {
    if (a.length < 2) {
      return;
    }
    mergeSort(a, new int[a.length], 0, a.length);
  }

  /** Sorts a[lo..hi) using tmp as scratch space. */
  private static void mergeSort(int[] a, int[] tmp, int lo, int hi) {
    if (hi - lo < 2) {
      return;
    }
    int mid = lo + (hi - lo) / 2;
    mergeSort(a, tmp, lo, mid);
    mergeSort(a, tmp, mid, hi);
    int i = lo;
    int j = mid;
    int k = lo;
    while (i < mid && j < hi) {
      if (a[i] <= a[j]) {
        tmp[k] = a[i];
        i++;
      } else {
        tmp[k] = a[j];
        j++;
      }
      k++;
    }
    while (i < mid) {
      tmp[k] = a[i];
      i++;
      k++;
    }
    while (j < hi) {
      tmp[k] = a[i];
      j++;
      k++;
    }
    for (int m = lo; m < hi; m++) {
      a[m] = tmp[m];
    }
  }

  /** Index of key in the sorted array a, or -(insertion point) - 1 when absent. */
  public static int binarySearch(int[] a, int key) {
    int lo = 0;
    int hi = a.length - 1;
    while (lo <= hi) {
      int mid = lo + (hi - lo) / 2;
      if (a[mid] < key) {
        lo = mid + 1;
      } else if (a[mid] > key) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -(lo + 1);
  }

  public static boolean isSorted(int[] a) {
    for (int i = 1; i < a.length; i++) {
      if (a[i - 1] > a[i]) {
        return false;
      }
    }
    return true;
  }

  public static void reverse(int[] a) {
    int i = 0;
    int j = a.length - 1;
    while (i < j) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
      i++;
      j--;
    }
  }

  /** Insertion sort of strings by compareTo. REQUIRES: no null elements. */
  public static void sortStrings(String[] a) {
    for (int i = 1; i < a.length; i++) {
      String key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j].compareTo(key) > 0) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }
}
