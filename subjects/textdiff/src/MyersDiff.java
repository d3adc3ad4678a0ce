/**
 * Myers' O(ND) diff ("An O(ND) Difference Algorithm and Its Variations", 1986): the greedy
 * forward search over diagonals, keeping each round's furthest-reaching x per diagonal so the
 * path can be traced back. A range needing more than `maxEdits` edits is diffed by LcsDiff when
 * it is small enough, and otherwise replaced as a whole.
 */
public final class MyersDiff extends DiffAlgorithm {
  private final int maxEdits;
  private final LcsDiff fallback;
  private int fallbacks;

  public MyersDiff(LineComparator comparator) {
    this(comparator, 0);
  }

  /** maxEdits bounds the search; 0 means unbounded. */
  public MyersDiff(LineComparator comparator, int maxEdits) {
    super(comparator);
    if (maxEdits < 0) {
      throw new IllegalArgumentException("maxEdits " + maxEdits);
    }
    this.maxEdits = maxEdits;
    this.fallback = new LcsDiff(comparator);
    this.fallbacks = 0;
  }

  public String name() {
    return "myers";
  }

  /** How many ranges exceeded maxEdits since this object was made. */
  public int fallbacks() {
    return fallbacks;
  }

  protected void diffRange(Range r, EditScript out) {
    int n = r.lengthA();
    int m = r.lengthB();
    int max = n + m;
    if (maxEdits > 0 && maxEdits < max) {
      max = maxEdits;
    }
    int offset = max + 1;
    int[] v = new int[2 * max + 3];
    int[][] trace = new int[max + 1][];
    int found = -1;
    for (int d = 0; d <= max && found < 0; d++) {
      trace[d] = copyOf(v);
      for (int k = -d; k <= d; k += 2) {
        int x;
        if (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) {
          x = v[offset + k + 1];
        } else {
          x = v[offset + k - 1] + 1;
        }
        int y = x - k;
        while (x < n && y < m && r.same(r.a0 + x, r.b0 + y)) {
          x++;
          y++;
        }
        v[offset + k] = x;
        if (x >= n && y >= m) {
          found = d;
          break;
        }
      }
    }
    if (found < 0) {
      fallbacks++;
      if ((long) n * m <= 250000) {
        fallback.diffRange(r, out);
      } else {
        out.addRun(EditKind.DELETE, r.a0, r.a1, r.b0, r.b0);
        out.addRun(EditKind.INSERT, r.a1, r.a1, r.b0, r.b1);
      }
      return;
    }
    backtrack(r, trace, found, offset, out);
  }

  private void backtrack(Range r, int[][] trace, int found, int offset, EditScript out) {
    int cap = r.lengthA() + r.lengthB() + 1;
    int[] kinds = new int[cap];
    int[] xs = new int[cap];
    int[] ys = new int[cap];
    int moves = 0;
    int x = r.lengthA();
    int y = r.lengthB();
    for (int d = found; d > 0; d--) {
      int[] v = trace[d];
      int k = x - y;
      int prevK;
      if (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) {
        prevK = k + 1;
      } else {
        prevK = k - 1;
      }
      int prevX = v[offset + prevK];
      int prevY = prevX - prevK;
      while (x > prevX && y > prevY) {
        x--;
        y--;
        kinds[moves] = 0;
        xs[moves] = x;
        ys[moves] = y;
        moves++;
      }
      if (x == prevX) {
        kinds[moves] = 1;
      } else {
        kinds[moves] = 2;
      }
      xs[moves] = prevX;
      ys[moves] = prevY;
      moves++;
      x = prevX;
      y = prevY;
    }
    while (x > 0 && y > 0) {
      x--;
      y--;
      kinds[moves] = 0;
      xs[moves] = x;
      ys[moves] = y;
      moves++;
    }
    for (int i = moves - 1; i >= 0; i--) {
      int ax = r.a0 + xs[i];
      int by = r.b0 + ys[i];
      if (kinds[i] == 0) {
        out.addRun(EditKind.EQUAL, ax, ax + 1, by, by + 1);
      } else if (kinds[i] == 1) {
        out.addRun(EditKind.INSERT, ax, ax, by, by + 1);
      } else {
        out.addRun(EditKind.DELETE, ax, ax + 1, by, by);
      }
    }
  }

  private static int[] copyOf(int[] v) {
    int[] c = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      c[i] = v[i];
    }
    return c;
  }
}
