// java.util imports (JLS 7.5): single-type imports of Arrays and Objects, their static helpers
// for primitive and Object arrays, and the hash codes of boxes and arrays.
import java.util.Arrays;
import java.util.Objects;

class Ust_Point {
  int x;

  Ust_Point(int x) {
    this.x = x;
  }

  public boolean equals(Object o) {
    return o instanceof Ust_Point && ((Ust_Point) o).x == x;
  }

  public int hashCode() {
    return x * 7;
  }

  public String toString() {
    return "P" + x;
  }
}

class Ust_Test {
  @Test
  public void arraysToString() {
    int[] a = {3, -1, 2};
    System.out.println(Arrays.toString(a));
    System.out.println(Arrays.toString(new long[] {1L << 40, -2}));
    System.out.println(Arrays.toString(new double[] {-0.0, 0.5, Double.NaN, 1e21}));
    System.out.println(Arrays.toString(new char[] {'h', 'i'}));
    System.out.println(Arrays.toString(new boolean[] {true, false}));
    System.out.println(Arrays.toString(new String[] {"a", null, "c"}));
    System.out.println(Arrays.toString(new Object[] {new Ust_Point(4), "s", 5}));
    System.out.println(Arrays.toString(new int[0]));
    int[] none = null;
    System.out.println(Arrays.toString(none));
  }

  @Test
  public void sortFillCopy() {
    int[] a = {5, -3, 9, 0, 5, Integer.MIN_VALUE};
    Arrays.sort(a);
    System.out.println(Arrays.toString(a));
    double[] d = {Double.NaN, 0.0, -0.0, -1, Double.NEGATIVE_INFINITY};
    Arrays.sort(d);
    System.out.println(Arrays.toString(d));
    char[] c = "sorted".toCharArray();
    Arrays.sort(c);
    System.out.println(String.valueOf(c));
    long[] l = new long[4];
    Arrays.fill(l, 7);
    System.out.println(Arrays.toString(l));
    int[] longer = Arrays.copyOf(a, 8);
    int[] shorter = Arrays.copyOf(a, 2);
    System.out.println(Arrays.toString(longer) + " " + Arrays.toString(shorter));
    String[] s = new String[3];
    Arrays.fill(s, "z");
    System.out.println(Arrays.toString(s));
  }

  @Test
  public void equalsAndHashCode() {
    int[] a = {1, 2, 3};
    int[] b = {1, 2, 3};
    System.out.println(Arrays.equals(a, b) + " " + (a == b) + " " + Arrays.hashCode(a));
    System.out.println(Arrays.equals(a, new int[] {1, 2}) + " " + Arrays.equals(a, null));
    double[] n1 = {Double.NaN, 0.0};
    double[] n2 = {Double.NaN, -0.0};
    System.out.println(Arrays.equals(n1, new double[] {Double.NaN, 0.0}) + " " + Arrays.equals(n1, n2));
    System.out.println(Arrays.hashCode(new boolean[] {true, false}));
    System.out.println(Arrays.hashCode(new long[] {1L << 40, -1}));
    System.out.println(Arrays.hashCode(new double[] {1.5, -0.0}));
    System.out.println(Arrays.hashCode(new char[] {'a'}) + " " + Arrays.hashCode((int[]) null));
    Object[] ps = {new Ust_Point(1), "x", null};
    Object[] qs = {new Ust_Point(1), "x", null};
    System.out.println(Arrays.equals(ps, qs) + " " + Arrays.hashCode(ps));
  }

  @Test
  public void objects() {
    Ust_Point p = new Ust_Point(3);
    System.out.println(Objects.equals(p, new Ust_Point(3)) + " " + Objects.equals(null, null));
    System.out.println(Objects.equals(null, p) + " " + Objects.equals(p, null));
    System.out.println(Objects.hashCode(p) + " " + Objects.hashCode(null));
    System.out.println(Objects.toString(p) + " " + Objects.toString(null));
    System.out.println(Objects.toString(null, "dflt") + " " + Objects.toString(p, "dflt"));
    System.out.println(Objects.isNull(p) + " " + Objects.nonNull(p));
    System.out.println(Objects.hash(1, "a", null) + " " + Objects.hash() + " " + Objects.hash(p));
    System.out.println(Objects.hash(1L, 2.5, 'c', true, false));
    System.out.println(Objects.equals(1, 1) + " " + Objects.equals(1, 1L));
  }

  @Test(expected = NullPointerException.class)
  public void sortNull() {
    int[] a = null;
    Arrays.sort(a);
  }

  @Test
  public void negativeCopy() {
    try {
      Arrays.copyOf(new int[2], -2);
    } catch (NegativeArraySizeException e) {
      System.out.println(e.getMessage());
    }
  }
}
