/**
 * The quadratic diff: a table of longest-common-subsequence lengths of every pair of suffixes,
 * walked from the start. Exact (a minimal script) but O(N*M) in time and space, so it serves small
 * ranges and as the fallback of MyersDiff.
 */
public final class LcsDiff extends DiffAlgorithm {
  public LcsDiff(LineComparator comparator) {
    super(comparator);
  }

  public String name() {
    return "lcs";
  }

  protected void diffRange(Range r, EditScript out) {
    int n = r.lengthA();
    int m = r.lengthB();
    int[][] lcs = new int[n + 1][m + 1];
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        if (r.same(r.a0 + i, r.b0 + j)) {
          lcs[i][j] = lcs[i + 1][j + 1] + 1;
        } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
          lcs[i][j] = lcs[i + 1][j];
        } else {
          lcs[i][j] = lcs[i][j + 1];
        }
      }
    }
    int i = 0;
    int j = 0;
    while (i < n && j < m) {
      if (lcs[i][j] == lcs[i + 1][j + 1] + 1 && r.same(r.a0 + i, r.b0 + j)) {
        out.addRun(EditKind.EQUAL, r.a0 + i, r.a0 + i + 1, r.b0 + j, r.b0 + j + 1);
        i++;
        j++;
      } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
        out.addRun(EditKind.DELETE, r.a0 + i, r.a0 + i + 1, r.b0 + j, r.b0 + j);
        i++;
      } else {
        out.addRun(EditKind.INSERT, r.a0 + i, r.a0 + i, r.b0 + j, r.b0 + j + 1);
        j++;
      }
    }
    out.addRun(EditKind.DELETE, r.a0 + i, r.a1, r.b0 + j, r.b0 + j);
    out.addRun(EditKind.INSERT, r.a1, r.a1, r.b0 + j, r.b1);
  }

  /** The length of the longest common subsequence of a and b. */
  public int lcsLength(TextLines a, TextLines b) {
    return diff(a, b).unchanged();
  }
}
