// Arrays.deepEquals and Arrays.deepHashCode: nested object arrays, primitive arrays inside
// Object[] (equal only when of the same type), mixed element types, nulls at every level,
// String[] and int[][] passed as Object[], equals of non-array elements, and the
// StackOverflowError of an array that contains itself.
import java.util.Arrays;

class ADeep_P {
  final int v;

  ADeep_P(int v) {
    this.v = v;
  }

  public boolean equals(Object o) {
    return o instanceof ADeep_P && ((ADeep_P) o).v == v;
  }

  public int hashCode() {
    return v * 7;
  }
}

class ADeep_Test {
  @Test
  public void equalsNested() {
    Object[] a = {1, "x", new int[] {1, 2}, new Object[] {null, new long[] {3L}}, null};
    Object[] b = {1, "x", new int[] {1, 2}, new Object[] {null, new long[] {3L}}, null};
    Object[] c = {1, "x", new int[] {1, 3}, new Object[] {null, new long[] {3L}}, null};
    Object[] d = {1, "x", new long[] {1, 2}, new Object[] {null, new long[] {3L}}, null};
    System.out.println(Arrays.deepEquals(a, b) + " " + Arrays.deepEquals(a, c) + " "
        + Arrays.deepEquals(a, d) + " " + Arrays.equals(a, b));
    System.out.println(Arrays.deepEquals(null, null) + " " + Arrays.deepEquals(a, null) + " "
        + Arrays.deepEquals(null, a) + " " + Arrays.deepEquals(a, a));
    int[][] m = {{1, 2}, {3}};
    int[][] n = {{1, 2}, {3}};
    String[][] s = {{"a"}, {"b", null}};
    Object[] t = {new String[] {"a"}, new Object[] {"b", null}};
    System.out.println(Arrays.deepEquals(m, n) + " " + Arrays.deepEquals(s, t) + " "
        + Arrays.deepEquals(new Object[] {new ADeep_P(1)}, new Object[] {new ADeep_P(1)}) + " "
        + Arrays.deepEquals(new Object[] {null}, new Object[] {1}) + " "
        + Arrays.deepEquals(new Object[] {1}, new Object[] {null}) + " "
        + Arrays.deepEquals(new Object[] {new int[0]}, new Object[] {"x"}) + " "
        + Arrays.deepEquals(new Object[] {new Object[0]}, new Object[] {new int[0]}) + " "
        + Arrays.deepEquals(new Object[] {1, 2}, new Object[] {1}));
    double[] nan = {Double.NaN, -0.0};
    System.out.println(Arrays.deepEquals(new Object[] {nan}, new Object[] {new double[] {Double.NaN, -0.0}})
        + " " + Arrays.deepEquals(new Object[] {nan}, new Object[] {new double[] {Double.NaN, 0.0}}));
  }

  @Test
  public void hashCodes() {
    Object[] a = {1, "x", new int[] {1, 2}, new Object[] {null, new long[] {3L}}, null,
        new boolean[] {true}, new char[] {'q'}, new double[] {0.5}, new byte[] {-1}, new short[] {9},
        new float[] {1.5f}, new ADeep_P(3), 7L, 'c', true, 2.5};
    System.out.println(Arrays.deepHashCode(a) + " " + Arrays.deepHashCode(null) + " "
        + Arrays.deepHashCode(new Object[0]) + " " + Arrays.deepHashCode(new Object[] {null}));
    int[][] m = {{1, 2}, {3}, null};
    String[][] s = {{"a", "bb"}, {}};
    System.out.println(Arrays.deepHashCode(m) + " " + Arrays.deepHashCode(s) + " "
        + (Arrays.deepHashCode(new Object[] {"a", "bb"}) == Arrays.hashCode(new Object[] {"a", "bb"})));
  }

  @Test
  public void selfContaining() {
    Object[] a = new Object[1];
    Object[] b = new Object[1];
    a[0] = a;
    b[0] = b;
    System.out.println(Arrays.deepEquals(a, a));
    try {
      System.out.println(Arrays.deepEquals(a, b));
    } catch (StackOverflowError e) {
      System.out.println("deepEquals: StackOverflowError");
    }
    try {
      System.out.println(Arrays.deepHashCode(a));
    } catch (StackOverflowError e) {
      System.out.println("deepHashCode: StackOverflowError");
    }
  }
}
