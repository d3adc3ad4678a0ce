// Array-shift loops, which the interpreter runs as one fused node (docs/performance.md, "Fused
// shift loops"): `while (j BOUND lim && a[j] CMP key) { a[j + k] = a[j]; j += d; }` and the `for`
// with the same condition, store and step. Each case is one where the node must keep the JDK's
// order of reads, checks and exceptions: sorts both ways, the comparison written either way
// round, int, long, double, float, char, byte and short arrays, limits in locals and at the ends
// of int, stores and loads out of bounds in the middle of a shift, null arrays, and the index's
// value after every way out. Shapes that look alike but are not fused run beside them.
import java.util.*;

class Sl_Test {
  static int[] data(int n, int seed) {
    int[] a = new int[n];
    int x = seed;
    for (int i = 0; i < n; i++) {
      x = x * 1103515245 + 12345;
      a[i] = (x >>> 8) % 1000 - 500;
    }
    return a;
  }

  static void insertionSort(int[] a) {
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

  static void insertionSortFor(int[] a) {
    for (int i = 1; i < a.length; i++) {
      int key = a[i];
      int j;
      for (j = i - 1; j >= 0 && a[j] > key; --j) a[j + 1] = a[j];
      a[j + 1] = key;
    }
  }

  // Descending, the comparison written with the key first, the step as a prefix decrement.
  static void descendingKeyFirst(int[] a) {
    for (int i = 1; i < a.length; i++) {
      int key = a[i];
      int j = i - 1;
      while (j > -1 && key > a[j]) {
        a[j + 1] = a[j];
        --j;
      }
      a[j + 1] = key;
    }
  }

  // Sorts from the right: shifts elements left while they are smaller than the key.
  static void fromTheRight(int[] a) {
    int n = a.length;
    for (int i = n - 2; i >= 0; i--) {
      int key = a[i];
      int j = i + 1;
      while (j < n && a[j] < key) {
        a[j - 1] = a[j];
        j++;
      }
      a[j - 1] = key;
    }
  }

  // A sort of a[lo..hi] only, the limit in a local, by `>=` (equal keys move too).
  static void rangeSort(int[] a, int lo, int hi) {
    for (int i = lo + 1; i <= hi; i++) {
      int key = a[i];
      int j = i - 1;
      while (j >= lo && a[j] >= key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  // The same with the comparisons written the other way round: the first loop (the limit on
  // the left) is not fused, the second (a limit local below lo, the key on the left) is.
  static void rangeSortMirrored(int[] a, int lo, int hi) {
    int below = lo - 1;
    for (int i = lo + 1; i <= hi; i++) {
      int key = a[i];
      int j = i - 1;
      while (lo <= j && a[j] > key) {
        j--;
        j++;
        j--;
      }
      int k = i - 1;
      while (k > below && key <= a[k]) {
        a[k + 1] = a[k];
        k--;
      }
      a[k + 1] = key;
    }
  }

  // Four statements in the body: not fused.
  static void rangeSortLong(int[] a, int lo, int hi) {
    for (int i = lo + 1; i <= hi; i++) {
      int key = a[i];
      int j = i - 1;
      while (j >= lo && a[j] >= key) {
        a[j + 1] = a[j];
        j = j - 1 + 0;
        j++;
        j--;
      }
      a[j + 1] = key;
    }
  }

  static void longSort(long[] a) {
    for (int i = 1; i < a.length; i++) {
      long key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  static void doubleSort(double[] a) {
    for (int i = 1; i < a.length; i++) {
      double key = a[i];
      int j = i - 1;
      while (j >= 0 && key < a[j]) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  static void floatSort(float[] a) {
    for (int i = 1; i < a.length; i++) {
      float key = a[i];
      int j;
      for (j = i - 1; j >= 0 && a[j] >= key; j--) a[j + 1] = a[j];
      a[j + 1] = key;
    }
  }

  static void charSort(char[] a) {
    for (int i = 1; i < a.length; i++) {
      char key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  static void byteSort(byte[] a) {
    for (int i = 1; i < a.length; i++) {
      byte key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] <= key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  static void shortSort(short[] a) {
    for (int i = 1; i < a.length; i++) {
      short key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] < key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  static long sum(int[] a) {
    long s = 0;
    for (int i = 0; i < a.length; i++) s = s * 31 + a[i];
    return s;
  }

  @Test
  public void sortsAgreeWithArraysSort() {
    for (int n = 0; n <= 40; n += 5) {
      int[] ref = data(n, n + 7);
      Arrays.sort(ref);
      int[] a = data(n, n + 7);
      insertionSort(a);
      int[] b = data(n, n + 7);
      insertionSortFor(b);
      int[] c = data(n, n + 7);
      fromTheRight(c);
      int[] d = data(n, n + 7);
      rangeSort(d, 0, n - 1);
      int[] e = data(n, n + 7);
      rangeSortMirrored(e, 0, n - 1);
      int[] g = data(n, n + 7);
      rangeSortLong(g, 0, n - 1);
      System.out.println(n + " " + Arrays.equals(ref, a) + " " + Arrays.equals(ref, b) + " "
          + Arrays.equals(ref, c) + " " + Arrays.equals(ref, d) + " " + Arrays.equals(ref, e)
          + " " + Arrays.equals(ref, g) + " " + sum(a));
    }
    int[] big = data(300, 99);
    insertionSort(big);
    System.out.println(big[0] + " " + big[150] + " " + big[299] + " " + sum(big));
    int[] desc = data(25, 3);
    descendingKeyFirst(desc);
    System.out.println(Arrays.toString(desc));
    int[] part = data(12, 5);
    rangeSort(part, 3, 8);
    System.out.println(Arrays.toString(part));
    int[] part2 = data(12, 5);
    rangeSortMirrored(part2, 2, 9);
    System.out.println(Arrays.toString(part2));
  }

  @Test
  public void otherElementTypes() {
    long[] l = {5000000000L, -3, Long.MAX_VALUE, 0, Long.MIN_VALUE, -5000000000L, 7, 7};
    longSort(l);
    System.out.println(Arrays.toString(l));
    double[] d = {2.5, -0.0, 0.0, Double.NaN, -1e300, 3.0, Double.NEGATIVE_INFINITY, 2.5, 1.0};
    doubleSort(d);
    System.out.println(Arrays.toString(d));
    double[] nanKey = {1.0, 2.0, Double.NaN};
    doubleSort(nanKey);
    System.out.println(Arrays.toString(nanKey));
    float[] f = {1.5f, -2f, Float.NaN, 0.25f, -0.0f, 0.0f, 9f};
    floatSort(f);
    System.out.println(Arrays.toString(f));
    char[] c = "shift loops, fused".toCharArray();
    charSort(c);
    System.out.println(Arrays.toString(c));
    byte[] b = {3, -128, 127, 0, -1, 3, 50};
    byteSort(b);
    System.out.println(Arrays.toString(b));
    short[] s = {300, -32768, 32767, 0, -300, 300};
    shortSort(s);
    System.out.println(Arrays.toString(s));
  }

  @Test
  public void storeOutOfBoundsInTheMiddle() {
    // a[j + 2] is past the end on the first store: nothing moved, j unchanged.
    int[] a = {1, 2, 3, 9, 4};
    int key = 0;
    int j = 3;
    try {
      while (j >= 0 && a[j] > key) {
        a[j + 2] = a[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(a));
    }
    // a[j - 3] falls below zero after three stores.
    int[] b = {10, 20, 30, 40, 50, 60};
    j = 5;
    try {
      while (j >= 0 && b[j] > key) {
        b[j - 3] = b[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(b));
    }
    // Shifting right from the start: the store at the end fails after the others moved.
    int[] c = {1, 2, 3, 4};
    j = 0;
    try {
      while (j <= 10 && c[j] > key) {
        c[j + 1] = c[j];
        j++;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(c));
    }
    // The load fails: the limit lets j below zero, the comparison never stops it.
    int[] d = {5, 6, 7};
    j = 2;
    try {
      while (j > -5 && d[j] > key) {
        d[j] = d[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(d));
    }
    // A store with a negative offset far out, a long array.
    long[] l = {1, 2, 3};
    j = 1;
    try {
      while (j < 3 && l[j] > 0) {
        l[j - 1000] = l[j];
        j++;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(l));
    }
    // A start index past the end.
    double[] g = {1.0, 2.0};
    j = 7;
    try {
      while (j >= 0 && g[j] > 0.5) {
        g[j + 1] = g[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j);
    }
  }

  @Test
  public void nullArrays() {
    int[] a = null;
    int j = -1;
    while (j >= 0 && a[j] > 3) {
      a[j + 1] = a[j];
      j--;
    }
    System.out.println("not read j=" + j);
    j = 0;
    try {
      while (j >= 0 && a[j] > 3) {
        a[j + 1] = a[j];
        j--;
      }
    } catch (NullPointerException e) {
      System.out.println("null array j=" + j);
    }
    long[] l = null;
    long key = 4;
    j = 2;
    try {
      for (; j < 9 && key < l[j]; j++) l[j - 1] = l[j];
    } catch (NullPointerException e) {
      System.out.println("null long array j=" + j);
    }
  }

  @Test
  public void limitsAtTheEndsOfInt() {
    int[] a = {4, 3, 2, 1};
    int j = 3;
    while (j > Integer.MAX_VALUE && a[j] > 0) {
      a[j - 1] = a[j];
      j--;
    }
    System.out.println("never " + j + " " + Arrays.toString(a));
    while (j < Integer.MIN_VALUE && a[j] > 0) {
      a[j - 1] = a[j];
      j--;
    }
    System.out.println("never " + j + " " + Arrays.toString(a));
    try {
      while (j <= Integer.MAX_VALUE && a[j] > 0) {
        a[j + 1] = a[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(a));
    }
    j = 0;
    try {
      while (j >= Integer.MIN_VALUE && a[j] < 100) {
        a[j + 1] = a[j];
        j++;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j + " " + Arrays.toString(a));
    }
    // Indices at the ends of int: the load at MIN_VALUE + 1 fails, stores at offsets that wrap.
    int[] b = {1, 2};
    j = Integer.MIN_VALUE + 1;
    try {
      while (j <= 0 && b[j] > 0) {
        b[j + 1] = b[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j);
    }
    j = 1;
    try {
      while (j >= 0 && b[j] > 0) {
        b[j + Integer.MIN_VALUE] = b[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j);
    }
    try {
      while (j >= 0 && b[j] > 0) {
        b[j - Integer.MIN_VALUE] = b[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j);
    }
    try {
      while (j >= 0 && b[j] > 0) {
        b[j + Integer.MAX_VALUE] = b[j];
        j--;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage() + " j=" + j);
    }
    int lim = 2;
    int[] c = {9, 8, 7, 6, 5};
    j = 4;
    while (j > lim && c[j] < 10) {
      c[j - 1] = c[j];
      j--;
    }
    System.out.println("stopped at the limit " + j + " " + Arrays.toString(c));
  }

  // Shapes that are not fused (two arrays, another index, a key that moves, a limit that is the
  // index): their nodes run as before and print what the JDK prints.
  @Test
  public void lookAlikes() {
    int[] a = {1, 5, 3, 7, 2};
    int[] b = new int[6];
    int j = 4;
    int key = 0;
    while (j >= 0 && a[j] > key) {
      b[j + 1] = a[j];
      j--;
    }
    System.out.println(Arrays.toString(b) + " j=" + j);
    j = 3;
    int i = 3;
    while (j >= 0 && a[i] > key) {
      a[j + 1] = a[j];
      j--;
      if (j == 1) i = 0;
    }
    System.out.println(Arrays.toString(a) + " j=" + j);
    int[] c = {6, 5, 4, 3, 2, 1};
    j = 5;
    while (j >= j && c[j] < j) {
      c[j - 1] = c[j];
      j--;
    }
    System.out.println(Arrays.toString(c) + " j=" + j);
    int[] d = {0, 1, 2, 3, 4, 5};
    j = 0;
    while (j < 5 && d[j] < j + 3) {
      d[j + 1] = d[j];
      j++;
    }
    System.out.println(Arrays.toString(d) + " j=" + j);
    int[] e = {3, 1, 2};
    j = 1;
    int k = 2;
    while (j >= 0 && e[j] < e[k]) {
      e[j + 1] = e[j];
      j--;
    }
    System.out.println(Arrays.toString(e) + " j=" + j);
  }

  // The index seen after each way out of a shift in a method that returns it or lets the
  // exception through a finally.
  static int shiftAndReport(int[] a, int from, int key) {
    int j = from;
    try {
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      return j;
    } finally {
      System.out.println("finally j=" + j);
    }
  }

  @Test
  public void indexAfterTheLoop() {
    System.out.println(shiftAndReport(new int[] {1, 4, 6, 8, 0}, 3, 3));
    System.out.println(shiftAndReport(new int[] {9, 9, 9, 0}, 2, 3));
    try {
      shiftAndReport(new int[] {9, 9, 9}, 2, 3);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("caught " + e.getMessage());
    }
    try {
      shiftAndReport(null, 0, 3);
    } catch (NullPointerException e) {
      System.out.println("caught null");
    }
  }
}
