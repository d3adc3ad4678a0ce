// Arrays: default values, initialisers, length, aliasing, multi-dimensional and jagged arrays,
// for-each, arrays of strings and of objects.
class Arr_Point {
  int x;
  int y;

  Arr_Point(int x, int y) {
    this.x = x;
    this.y = y;
  }
}

class Arr_Util {
  static int sum(int[] values) {
    int total = 0;
    for (int v : values) {
      total += v;
    }
    return total;
  }

  static void fill(int[] values, int v) {
    for (int i = 0; i < values.length; i++) {
      values[i] = v;
    }
  }

  static int[][] identity(int n) {
    int[][] m = new int[n][n];
    for (int i = 0; i < n; i++) {
      m[i][i] = 1;
    }
    return m;
  }
}

class Arr_Test {
  @Test
  public void defaultValues() {
    int[] ints = new int[2];
    long[] longs = new long[2];
    double[] doubles = new double[2];
    boolean[] flags = new boolean[2];
    char[] chars = new char[2];
    String[] strings = new String[2];
    System.out.println(ints[0] + " " + longs[1] + " " + doubles[0] + " " + flags[1]);
    System.out.println((int) chars[0]);
    System.out.println(strings[1]);
    System.out.println(new int[0].length);
  }

  @Test
  public void initialisersAndLength() {
    int[] primes = {2, 3, 5, 7, 11};
    String[] words = new String[] {"x", "yy", "zzz"};
    double[] ds = {1.5, -2};
    System.out.println(primes.length);
    System.out.println(Arr_Util.sum(primes));
    System.out.println(words[2].length());
    System.out.println(ds[1]);
    char[] cs = {'h', 'i'};
    System.out.println(cs.length + cs[1]);
  }

  @Test
  public void aliasing() {
    int[] a = {1, 2, 3};
    int[] b = a;
    b[0] = 100;
    Arr_Util.fill(b, 9);
    a[2] = 4;
    System.out.println(a[0] + " " + a[1] + " " + a[2]);
    System.out.println(a == b);
  }

  @Test
  public void multiDimensional() {
    int[][] m = Arr_Util.identity(3);
    m[0][2] = 7;
    for (int i = 0; i < m.length; i++) {
      String row = "";
      for (int j = 0; j < m[i].length; j++) {
        row = row + m[i][j] + " ";
      }
      System.out.println(row.trim());
    }
    int[][][] cube = new int[2][3][4];
    cube[1][2][3] = 5;
    System.out.println(cube.length + " " + cube[0].length + " " + cube[0][0].length);
    System.out.println(cube[1][2][3] + cube[0][0][0]);
  }

  @Test
  public void jaggedArrays() {
    int[][] tri = new int[4][];
    for (int i = 0; i < tri.length; i++) {
      tri[i] = new int[i + 1];
      tri[i][0] = 1;
      tri[i][i] = 1;
      for (int j = 1; j < i; j++) {
        tri[i][j] = tri[i - 1][j - 1] + tri[i - 1][j];
      }
    }
    System.out.println(tri[3][1] + " " + tri[3].length);
    int[][] lit = {{1}, {2, 3}, {}};
    System.out.println(lit[2].length + lit[1][1]);
    String[][] names = new String[2][];
    System.out.println(names[0] == null);
  }

  @Test
  public void objectArrays() {
    Arr_Point[] pts = new Arr_Point[3];
    pts[0] = new Arr_Point(1, 2);
    pts[2] = new Arr_Point(5, 6);
    int total = 0;
    for (Arr_Point p : pts) {
      if (p != null) {
        total += p.x * p.y;
      }
    }
    System.out.println(total);
    System.out.println(pts[1] == null);
  }

  @Test
  public void forEachCopiesTheElement() {
    int[] a = {1, 2, 3};
    for (int v : a) {
      v = v * 10;
      System.out.print(v + ",");
    }
    System.out.println();
    System.out.println(a[0]);
  }

  @Test
  public void arrayIndexOutOfBounds() {
    int[] a = new int[3];
    a[3] = 1;
  }

  @Test
  public void negativeIndex() {
    int[] a = {1};
    System.out.println(a[-1]);
  }

  @Test
  public void negativeSize() {
    int n = -1;
    int[] a = new int[n];
    System.out.println(a.length);
  }

  @Test(expected = NullPointerException.class)
  public void nullArrayLength() {
    int[] a = null;
    System.out.println(a.length);
  }
}
