// Arrays' range and search methods: copyOf of object arrays (runtime type kept), copyOfRange of
// every element type (padding, empty, from == length) with its IllegalArgumentException and
// System.arraycopy's messages, fill of a range with rangeCheck's messages, binarySearch of
// int/long/double/char/Object arrays (found, insertion points, ranges, -0.0 and NaN, a
// Comparator, ClassCastException) and deepToString of nested, primitive and self-containing
// arrays.
import java.util.*;

class ArrApi_Test {
  static void copyRange(int[] a, int from, int to) {
    try {
      System.out.println(from + ".." + to + " " + Arrays.toString(Arrays.copyOfRange(a, from, to)));
    } catch (IllegalArgumentException e) {
      System.out.println(from + ".." + to + " " + e);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(from + ".." + to + " " + e);
    }
  }

  @Test
  public void copies() {
    int[] a = {1, 2, 3, 4, 5};
    int[][] ranges = {{0, 5}, {1, 3}, {2, 8}, {5, 5}, {5, 7}, {0, 0}, {3, 2}, {-1, 2}, {6, 7}, {-2, -3}};
    for (int[] r : ranges) copyRange(a, r[0], r[1]);
    System.out.println(Arrays.toString(Arrays.copyOfRange(new long[] {7L, 8L}, 1, 3)) + Arrays.toString(Arrays.copyOfRange(new double[] {0.5}, 0, 2))
        + Arrays.toString(Arrays.copyOfRange(new char[] {'x', 'y'}, 1, 2)) + Arrays.toString(Arrays.copyOfRange(new boolean[] {true}, 0, 3)));
    String[] words = {"a", "b", "c"};
    String[] more = Arrays.copyOf(words, 5);
    String[] fewer = Arrays.copyOf(words, 1);
    String[] mid = Arrays.copyOfRange(words, 1, 4);
    Object[] objs = mid;
    System.out.println(Arrays.toString(more) + Arrays.toString(fewer) + Arrays.toString(mid) + " " + objs.length + " " + (more != words));
    try {
      Arrays.copyOfRange(words, -2, 7);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      Arrays.copyOf(words, -1);
    } catch (NegativeArraySizeException e) {
      System.out.println(e);
    }
    try {
      Arrays.copyOfRange((String[]) null, 0, 1);
    } catch (NullPointerException e) {
      System.out.println("NullPointerException");
    }
  }

  static void fill(int from, int to) {
    int[] a = new int[5];
    try {
      Arrays.fill(a, from, to, 7);
      System.out.println(Arrays.toString(a));
    } catch (IllegalArgumentException e) {
      System.out.println(e);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e);
    }
  }

  @Test
  public void fills() {
    fill(1, 3);
    fill(0, 5);
    fill(2, 2);
    fill(3, 2);
    fill(-1, 2);
    fill(1, 9);
    fill(-1, 9);
    fill(6, 5);
    String[] s = new String[4];
    Arrays.fill(s, 1, 3, "x");
    double[] d = new double[3];
    Arrays.fill(d, 0, 2, 1.5);
    char[] c = new char[3];
    Arrays.fill(c, 1, 3, 'q');
    long[] l = new long[2];
    Arrays.fill(l, 1, 2, 9L);
    boolean[] b = new boolean[2];
    Arrays.fill(b, 0, 1, true);
    System.out.println(Arrays.toString(s) + Arrays.toString(d) + Arrays.toString(c).replace('\0', '0') + Arrays.toString(l) + Arrays.toString(b));
  }

  @Test
  public void searches() {
    int[] a = {1, 3, 5, 7, 9};
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k <= 10; k++) sb.append(Arrays.binarySearch(a, k)).append(' ');
    sb.append("| ").append(Arrays.binarySearch(a, 1, 4, 9)).append(' ').append(Arrays.binarySearch(a, 1, 4, 5)).append(' ')
        .append(Arrays.binarySearch(a, 2, 2, 5)).append(' ').append(Arrays.binarySearch(new int[0], 5));
    System.out.println(sb);
    long[] l = {-5L, 0L, 1L << 40};
    double[] d = {Double.NEGATIVE_INFINITY, -0.0, 0.0, 2.5, Double.NaN};
    char[] c = {'a', 'c', 'e'};
    System.out.println(Arrays.binarySearch(l, 1L << 40) + " " + Arrays.binarySearch(l, 3L) + " " + Arrays.binarySearch(d, 0.0) + " "
        + Arrays.binarySearch(d, -0.0) + " " + Arrays.binarySearch(d, Double.NaN) + " " + Arrays.binarySearch(d, 1.0) + " "
        + Arrays.binarySearch(c, 'd') + " " + Arrays.binarySearch(c, 'a') + " " + Arrays.binarySearch(d, 1, 3, 0.0));
    String[] words = {"apple", "fig", "kiwi", "pear"};
    Comparator<String> byLength = new Comparator<String>() {
      public int compare(String x, String y) {
        return x.length() - y.length();
      }
    };
    String[] byLen = {"a", "bb", "dddd"};
    System.out.println(Arrays.binarySearch(words, "kiwi") + " " + Arrays.binarySearch(words, "banana") + " " + Arrays.binarySearch(words, 1, 3, "zz")
        + " " + Arrays.binarySearch(byLen, "ccc", byLength) + " " + Arrays.binarySearch(byLen, "xx", byLength) + " " + Arrays.binarySearch(words, "fig", null));
    for (int i = 0; i < 3; i++) {
      try {
        switch (i) {
          case 0: Arrays.binarySearch(new Object[] {new Object(), new Object()}, "x"); break;
          case 1: Arrays.binarySearch(a, 3, 2, 0); break;
          default: Arrays.binarySearch(a, 0, 6, 0); break;
        }
      } catch (ClassCastException e) {
        System.out.println("ClassCastException");
      } catch (RuntimeException e) {
        System.out.println(e);
      }
    }
  }

  @Test
  public void deepToString() {
    Object[] nested = {1, "two", new int[] {3, 4}, new String[] {"five", null}, new Object[] {new double[] {6.5}, new Object[0]}, null, new char[] {'c'}};
    System.out.println(Arrays.deepToString(nested));
    Object[] self = new Object[2];
    self[0] = "me";
    self[1] = self;
    Object[] outer = {self, self};
    System.out.println(Arrays.deepToString(self) + " " + Arrays.deepToString(outer) + " " + Arrays.deepToString(null) + " " + Arrays.deepToString(new Object[0]));
    int[][] grid = {{1, 2}, {3}, {}};
    System.out.println(Arrays.deepToString(grid));
  }
}
