// java.util.Random with a seed: thousands of nextInt(), nextInt(bound) (powers of two, small,
// odd and huge bounds whose rejection loop redraws), nextInt(origin, bound), nextLong(bound) and
// nextLong(origin, bound) (ranges that overflow too), nextLong, nextBoolean, nextDouble (printed
// and as bits), nextFloat and setSeed values for seeds at the edges of long, with the
// IllegalArgumentException messages; Collections.shuffle(list, rnd) over ArrayList, LinkedList
// (short and long), Arrays.asList, empty, singleton and unmodifiable lists, a counting
// ArrayList subclass (the get/set calls), and its NullPointerExceptions.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.Random;

class Rnd_Counting extends ArrayList<String> {
  int gets;
  int sets;

  public String get(int i) {
    gets++;
    return super.get(i);
  }

  public String set(int i, String s) {
    sets++;
    return super.set(i, s);
  }
}

class Rnd_Test {
  static final long[] SEEDS = {0L, 1L, -1L, 42L, 123456789L, Long.MAX_VALUE, Long.MIN_VALUE,
      0x5DEECE66DL, 281474976710655L, -987654321012345L};

  static List<Integer> range(int n) {
    List<Integer> xs = new ArrayList<>();
    for (int i = 0; i < n; i++) xs.add(i);
    return xs;
  }

  @Test
  public void nextIntUnbounded() {
    for (long seed : SEEDS) {
      Random r = new Random(seed);
      StringBuilder sb = new StringBuilder();
      long sum = 0;
      for (int i = 0; i < 300; i++) {
        int v = r.nextInt();
        sum += v;
        if (i < 40) sb.append(v).append(' ');
      }
      System.out.println(seed + ": " + sb + "... sum " + sum + " next " + r.nextInt());
    }
  }

  @Test
  public void nextIntBounded() {
    int[] bounds = {1, 2, 3, 7, 10, 16, 100, 1000, 1024, 65536, 1 << 30, (1 << 30) + 1,
        1500000000, Integer.MAX_VALUE};
    for (long seed : SEEDS) {
      Random r = new Random(seed);
      StringBuilder sb = new StringBuilder();
      for (int bound : bounds) {
        long sum = 0;
        for (int i = 0; i < 60; i++) {
          int v = r.nextInt(bound);
          if (v < 0 || v >= bound) System.out.println("out of range " + v);
          sum += v;
          if (i < 3) sb.append(v).append(',');
        }
        sb.append(sum).append(' ');
      }
      System.out.println(seed + ": " + sb);
    }
  }

  @Test
  public void badBounds() {
    Random r = new Random(7);
    for (int bound : new int[] {0, -1, Integer.MIN_VALUE}) {
      try {
        r.nextInt(bound);
        System.out.println("no exception");
      } catch (IllegalArgumentException e) {
        System.out.println(bound + ": " + e);
      }
    }
    System.out.println("still " + r.nextInt());  // A rejected bound draws nothing.
  }

  @Test
  public void ranges() {
    int[][] intRanges = {{0, 1}, {-5, 5}, {10, 26}, {-100, 1000}, {0, 1 << 20},
        {Integer.MIN_VALUE, Integer.MAX_VALUE}, {Integer.MIN_VALUE, 0}, {-1, Integer.MAX_VALUE},
        {Integer.MIN_VALUE, Integer.MIN_VALUE + 7}, {-2000000000, 2000000000}};
    long[][] longRanges = {{0L, 1L}, {-5L, 5L}, {0L, 1L << 40}, {-1000000000000L, 3L},
        {Long.MIN_VALUE, Long.MAX_VALUE}, {Long.MIN_VALUE, 0L}, {-1L, Long.MAX_VALUE},
        {-8000000000000000000L, 8000000000000000000L}};
    long[] longBounds = {1L, 2L, 3L, 1000L, 1L << 33, (1L << 62) + 1, Long.MAX_VALUE};
    for (long seed : SEEDS) {
      Random r = new Random(seed);
      StringBuilder sb = new StringBuilder();
      for (int[] range : intRanges) {
        long sum = 0;
        for (int i = 0; i < 40; i++) {
          int v = r.nextInt(range[0], range[1]);
          if (v < range[0] || v >= range[1]) System.out.println("out of range " + v);
          sum += v;
        }
        sb.append(sum).append(' ');
      }
      for (long[] range : longRanges) {
        long x = 0;
        for (int i = 0; i < 40; i++) {
          long v = r.nextLong(range[0], range[1]);
          if (v < range[0] || v >= range[1]) System.out.println("out of range " + v);
          x = x * 31 + v;
        }
        sb.append(x).append(' ');
      }
      for (long bound : longBounds) {
        long x = 0;
        for (int i = 0; i < 40; i++) x = x * 31 + r.nextLong(bound);
        sb.append(x).append(' ');
      }
      System.out.println(seed + ": " + sb);
    }
    Random r = new Random(5);
    try {
      r.nextInt(3, 3);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      r.nextLong(0L);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      r.nextLong(9L, -9L);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    System.out.println(r.nextInt());
  }

  @Test
  public void longsBooleansDoublesFloats() {
    for (long seed : SEEDS) {
      Random r = new Random(seed);
      StringBuilder sb = new StringBuilder();
      long longs = 0;
      long doubleBits = 0;
      int trues = 0;
      double floats = 0;
      for (int i = 0; i < 200; i++) {
        long l = r.nextLong();
        boolean b = r.nextBoolean();
        double d = r.nextDouble();
        float f = r.nextFloat();
        longs ^= l * (i + 1);
        doubleBits ^= Double.doubleToLongBits(d) + i;
        trues += b ? 1 : 0;
        floats += f;
        if (i < 4) sb.append(l).append(' ').append(b).append(' ').append(d).append(' ').append(f).append(" | ");
      }
      System.out.println(seed + ": " + sb + longs + " " + doubleBits + " " + trues + " " + floats);
    }
  }

  @Test
  public void setSeedRestarts() {
    Random r = new Random(99);
    int a = r.nextInt();
    double d = r.nextDouble();
    r.setSeed(99);
    System.out.println((a == r.nextInt()) + " " + (d == r.nextDouble()));
    r.setSeed(-5);
    Random s = new Random(-5);
    boolean same = true;
    for (int i = 0; i < 1000; i++) same &= r.nextLong() == s.nextLong();
    System.out.println(same + " " + r.nextInt(1000) + " " + s.nextInt(1000));
    Object o = r;
    System.out.println((o instanceof Random) + " " + r.equals(s) + " " + r.equals(r));
  }

  @Test
  public void shuffleLists() {
    for (long seed : SEEDS) {
      List<Integer> a = range(10);
      Collections.shuffle(a, new Random(seed));
      List<Integer> l = new LinkedList<>(range(10));
      Collections.shuffle(l, new Random(seed));
      List<Integer> s = new LinkedList<>(range(4));
      Collections.shuffle(s, new Random(seed));
      List<String> w = Arrays.asList("a", "b", "c", "d", "e", "f");
      Collections.shuffle(w, new Random(seed));
      System.out.println(seed + ": " + a + " " + l + " " + s + " " + w + " " + a.equals(l));
    }
    Random r = new Random(3);
    List<Integer> big = range(200);
    Collections.shuffle(big, r);
    Collections.shuffle(big, r);
    System.out.println(big + " then " + r.nextInt());
  }

  @Test
  public void shuffleEdges() {
    List<Integer> empty = new ArrayList<>();
    Collections.shuffle(empty, new Random(1));
    List<Integer> one = range(1);
    Collections.shuffle(one, null);  // No draw for fewer than two elements.
    System.out.println(empty + " " + one);
    try {
      Collections.shuffle(range(2), null);
    } catch (NullPointerException e) {
      System.out.println("null Random: NullPointerException");
    }
    try {
      Collections.shuffle(null, new Random(1));
    } catch (NullPointerException e) {
      System.out.println("null list: NullPointerException");
    }
    try {
      Collections.shuffle(Collections.unmodifiableList(range(3)), new Random(1));
    } catch (UnsupportedOperationException e) {
      System.out.println("unmodifiable: " + e);
    }
    Collections.shuffle(Collections.singletonList(5), new Random(1));
    Collections.shuffle(Collections.emptyList(), new Random(1));
    Rnd_Counting c = new Rnd_Counting();
    for (String x : new String[] {"p", "q", "r", "s", "t", "u", "v"}) c.add(x);
    Collections.shuffle(c, new Random(11));
    System.out.println(c + " gets " + c.gets + " sets " + c.sets);
  }
}
