/**
 * The frame every line diff shares: lines are hashed under the comparator, the common prefix and
 * suffix are matched directly, and a subclass diffs only the middle. The result is normalised
 * (deletions before insertions in each block) and, when asked, slid down as diff(1) does.
 */
public abstract class DiffAlgorithm {
  protected final LineComparator comparator;
  private boolean slide;
  private int comparisons;

  protected DiffAlgorithm(LineComparator comparator) {
    this.comparator = comparator == null ? new Comparators.Exact() : comparator;
    this.slide = true;
  }

  /** A short name ("myers", "lcs"). */
  public abstract String name();

  /**
   * Appends to `out` the runs that turn a[a0, a1) into b[b0, b1). The ranges are non-empty on at
   * least one side, and their first and last lines differ (the frame removed common ends).
   */
  protected abstract void diffRange(Range r, EditScript out);

  /** Whether results are slid down over repeated lines (default true). */
  public void setSlide(boolean slide) {
    this.slide = slide;
  }

  public LineComparator comparator() {
    return comparator;
  }

  /** The number of line comparisons the last diff made (for tests of the fast paths). */
  public int comparisons() {
    return comparisons;
  }

  /** The edit script turning a into b. */
  public final EditScript diff(TextLines a, TextLines b) {
    if (a == null || b == null) {
      throw new IllegalArgumentException("cannot diff null text");
    }
    comparisons = 0;
    Range r = new Range(this, a, a.hashes(comparator), b, b.hashes(comparator));
    EditScript script = new EditScript();
    int prefix = 0;
    int max = Math.min(a.size(), b.size());
    while (prefix < max && r.same(prefix, prefix)) {
      prefix++;
    }
    int suffix = 0;
    while (suffix < max - prefix
        && r.same(a.size() - 1 - suffix, b.size() - 1 - suffix)) {
      suffix++;
    }
    script.addRun(EditKind.EQUAL, 0, prefix, 0, prefix);
    r.a0 = prefix;
    r.a1 = a.size() - suffix;
    r.b0 = prefix;
    r.b1 = b.size() - suffix;
    if (r.a0 == r.a1) {
      script.addRun(EditKind.INSERT, r.a0, r.a0, r.b0, r.b1);
    } else if (r.b0 == r.b1) {
      script.addRun(EditKind.DELETE, r.a0, r.a1, r.b0, r.b0);
    } else {
      diffRange(r, script);
    }
    script.addRun(EditKind.EQUAL, a.size() - suffix, a.size(), b.size() - suffix, b.size());
    script.normalise();
    if (slide) {
      script.slideDown(a, b, comparator);
    }
    return script;
  }

  /** Diffs two strings line by line. */
  public EditScript diff(String a, String b) {
    return diff(TextLines.split(a), TextLines.split(b));
  }

  /** The algorithm called `name` ("myers" or "lcs"). */
  public static DiffAlgorithm forName(String name, LineComparator comparator) {
    switch (name) {
      case "myers":
        return new MyersDiff(comparator);
      case "lcs":
        return new LcsDiff(comparator);
      default:
        throw new IllegalArgumentException("unknown diff algorithm: " + name);
    }
  }

  /**
   * The two texts, their hashes and the sub-ranges a subclass works on. Line indexes passed to
   * same() are absolute.
   */
  protected static final class Range {
    private final DiffAlgorithm owner;
    final TextLines a;
    final TextLines b;
    private final int[] ha;
    private final int[] hb;
    int a0;
    int a1;
    int b0;
    int b1;

    Range(DiffAlgorithm owner, TextLines a, int[] ha, TextLines b, int[] hb) {
      this.owner = owner;
      this.a = a;
      this.b = b;
      this.ha = ha;
      this.hb = hb;
      this.a0 = 0;
      this.a1 = a.size();
      this.b0 = 0;
      this.b1 = b.size();
    }

    /** Whether old line i equals new line j. */
    boolean same(int i, int j) {
      owner.comparisons++;
      return ha[i] == hb[j] && owner.comparator.equal(a.get(i), b.get(j));
    }

    int lengthA() {
      return a1 - a0;
    }

    int lengthB() {
      return b1 - b0;
    }
  }
}
