/**
 * Applies file patches to texts as patch(1) does: each hunk is looked for at its recorded line
 * (moved by the offsets of the hunks before it), then at growing distances above and below up to
 * `maxOffset`; when the exact lines are not found, up to `fuzz` context lines are ignored at each
 * end of the hunk, the outermost first. A hunk that cannot be placed is rejected: the others still
 * apply, and the result lists the rejects, or, in strict mode, the first reject throws.
 */
public final class PatchApplier {
  private int fuzz;
  private int maxOffset;
  private boolean strict;
  private boolean reverse;
  private LineComparator comparator;

  public PatchApplier() {
    this.fuzz = 2;
    this.maxOffset = 1000;
    this.strict = false;
    this.reverse = false;
    this.comparator = new Comparators.Exact();
  }

  public int fuzz() {
    return fuzz;
  }

  /** The number of context lines that may be ignored at each end of a hunk (0-3). */
  public void setFuzz(int fuzz) {
    if (fuzz < 0 || fuzz > 3) {
      throw new IllegalArgumentException("fuzz " + fuzz);
    }
    this.fuzz = fuzz;
  }

  public void setMaxOffset(int maxOffset) {
    if (maxOffset < 0) {
      throw new IllegalArgumentException("offset " + maxOffset);
    }
    this.maxOffset = maxOffset;
  }

  /** In strict mode the first hunk that does not apply throws PatchConflictException. */
  public void setStrict(boolean strict) {
    this.strict = strict;
  }

  /** Applies patches backwards (undoing them). */
  public void setReverse(boolean reverse) {
    this.reverse = reverse;
  }

  public void setComparator(LineComparator comparator) {
    this.comparator = comparator == null ? new Comparators.Exact() : comparator;
  }

  /** What happened to one hunk. */
  public static final class Placement {
    private final int hunk;
    private final int line;
    private final int offset;
    private final int fuzzUsed;

    Placement(int hunk, int line, int offset, int fuzzUsed) {
      this.hunk = hunk;
      this.line = line;
      this.offset = offset;
      this.fuzzUsed = fuzzUsed;
    }

    /** The 1-based number of the hunk. */
    public int hunk() {
      return hunk;
    }

    /**
     * The 1-based line of the target where the lines the hunk matched start (after the context
     * lines fuzz ignored), or 0 when rejected.
     */
    public int line() {
      return line;
    }

    public int offset() {
      return offset;
    }

    public int fuzzUsed() {
      return fuzzUsed;
    }

    public boolean applied() {
      return line > 0;
    }

    /** patch(1)'s wording: "Hunk #2 succeeded at 14 with fuzz 1 (offset 3 lines)." */
    public String describe() {
      if (!applied()) {
        return "Hunk #" + hunk + " FAILED";
      }
      String s = "Hunk #" + hunk + " succeeded at " + line;
      if (fuzzUsed > 0) {
        s = s + " with fuzz " + fuzzUsed;
      }
      if (offset != 0) {
        int abs = offset < 0 ? -offset : offset;
        s = s + " (offset " + offset + (abs == 1 ? " line)" : " lines)");
      }
      return s + ".";
    }
  }

  /** The patched text and the fate of every hunk. */
  public static final class Result {
    private final TextLines text;
    private final Placement[] placements;
    private final FilePatch rejects;

    Result(TextLines text, Placement[] placements, FilePatch rejects) {
      this.text = text;
      this.placements = placements;
      this.rejects = rejects;
    }

    public TextLines text() {
      return text;
    }

    public int hunks() {
      return placements.length;
    }

    public Placement placement(int i) {
      return placements[i];
    }

    /** The hunks that did not apply, as a patch against the original text (a .rej file). */
    public FilePatch rejects() {
      return rejects;
    }

    public boolean clean() {
      for (int i = 0; i < placements.length; i++) {
        if (!placements[i].applied() || placements[i].fuzzUsed() > 0
            || placements[i].offset() != 0) {
          return false;
        }
      }
      return true;
    }

    public int failed() {
      return rejects.size();
    }

    /** One line per hunk that needed an offset or fuzz or failed, as patch(1) reports. */
    public String report() {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < placements.length; i++) {
        Placement p = placements[i];
        if (!p.applied() || p.fuzzUsed() > 0 || p.offset() != 0) {
          sb.append(p.describe()).append('\n');
        }
      }
      if (rejects.size() > 0) {
        sb.append(rejects.size()).append(" out of ").append(placements.length)
            .append(placements.length == 1 ? " hunk" : " hunks").append(" FAILED\n");
      }
      return sb.toString();
    }
  }

  /** Applies `patch` to `target` (which is not changed). */
  public Result apply(TextLines target, FilePatch patch) throws DiffException {
    if (target == null || patch == null) {
      throw new IllegalArgumentException("null target or patch");
    }
    FilePatch p = reverse ? patch.inverse() : patch;
    TextLines text = target.copy();
    Placement[] placements = new Placement[p.size()];
    FilePatch rejects = new FilePatch(p.oldName(), p.newName());
    int delta = 0;
    int growth = 0;
    int floor = 0;
    for (int i = 0; i < p.size(); i++) {
      Hunk h = p.get(i);
      Placement placed = place(text, h, i + 1, delta, growth, floor);
      if (placed == null) {
        if (strict) {
          throw new PatchConflictException(i + 1, "does not apply at line " + h.oldStart());
        }
        placements[i] = new Placement(i + 1, 0, 0, 0);
        rejects.add(h);
        continue;
      }
      int lead = trimmedLead(h, placed.fuzzUsed());
      int trail = trimmedTrail(h, placed.fuzzUsed());
      TextLines oldLines = h.oldLines(lead, trail);
      TextLines newLines = h.newLines(lead, trail);
      int at = placed.line() - 1;
      text.replace(at, at + oldLines.size(), newLines);
      if (at + newLines.size() == text.size() && h.newMissingNewline()) {
        text.setFinalNewline(false);
      } else if (at + newLines.size() == text.size() && h.oldMissingNewline()) {
        text.setFinalNewline(true);
      }
      growth += newLines.size() - oldLines.size();
      delta = placed.line() - 1 - expected(h, lead) + newLines.size() - oldLines.size();
      floor = at + newLines.size();
      placements[i] = placed;
    }
    return new Result(text, placements, rejects);
  }

  /** Applies a unified diff of one file to a text, strictly. */
  public String apply(String target, String unifiedDiff) throws DiffException {
    Patch patch = UnifiedDiff.parse(unifiedDiff);
    if (patch.size() != 1) {
      throw new DiffException("expected a patch of one file, got " + patch.size());
    }
    boolean wasStrict = strict;
    strict = true;
    try {
      return apply(TextLines.split(target), patch.get(0)).text().join();
    } finally {
      strict = wasStrict;
    }
  }

  /**
   * The diff from `original` to `modified`, applied to `target` with the default fuzz and offsets:
   * the patched text, with the hunks that do not apply left out.
   */
  public static String patch(String original, String modified, String target)
      throws DiffException {
    return new PatchApplier().apply(TextLines.split(target), diffOf(original, modified)).text()
        .join();
  }

  /** What patch() reports for the same arguments ("" when every hunk applies cleanly). */
  public static String report(String original, String modified, String target)
      throws DiffException {
    return new PatchApplier().apply(TextLines.split(target), diffOf(original, modified)).report();
  }

  /**
   * Diffs `original` against `modified` with `context` lines, prints and parses the unified diff
   * and applies it back to `original`: "" when that gives `modified` with every hunk where the
   * diff put it, else patch(1)'s report of the hunks that moved or failed, and a last line when the
   * patched text differs.
   */
  public static String verify(String original, String modified, int context)
      throws DiffException {
    TextLines a = TextLines.split(original);
    TextLines b = TextLines.split(modified);
    Patch p = UnifiedDiff.parse(new UnifiedDiff(context).diff("a", "b", a, b));
    if (p.size() == 0) {
      return a.equals(b) ? "" : "no hunks for different texts\n";
    }
    Result r = new PatchApplier().apply(a, p.get(0));
    if (!r.text().equals(b)) {
      return r.report() + "patched text differs\n";
    }
    return r.report();
  }

  private static FilePatch diffOf(String original, String modified) throws DiffException {
    Patch p = UnifiedDiff.parse(new UnifiedDiff().diff("a", "b", original, modified));
    return p.size() == 0 ? new FilePatch("a", "b") : p.get(0);
  }

  /** The 0-based line where the hunk's old lines (without `lead` ignored ones) should start. */
  private static int expected(Hunk h, int lead) {
    int start = h.oldCount() == 0 ? h.oldStart() : h.oldStart() - 1;
    return start + lead;
  }

  /** How many leading context lines fuzz level f ignores. */
  private static int trimmedLead(Hunk h, int f) {
    return Math.min(f, h.leadingContext());
  }

  /** How many trailing context lines fuzz level f ignores. */
  private static int trimmedTrail(Hunk h, int f) {
    return Math.min(f, h.trailingContext());
  }

  /**
   * Finds where hunk h (number `number`) applies: for each fuzz level from 0, the expected line
   * moved by `delta`, then 1, 2, ... lines after and before it, never before `floor`. The offset
   * reported is the distance from the recorded line moved by `growth`, the lines the hunks before
   * added. Returns null when no position matches.
   */
  private Placement place(TextLines text, Hunk h, int number, int delta, int growth, int floor) {
    for (int f = 0; f < fuzz; f++) {
      int lead = trimmedLead(h, f);
      int trail = trimmedTrail(h, f);
      if (f > 0 && lead == trimmedLead(h, f - 1) && trail == trimmedTrail(h, f - 1)) {
        continue;
      }
      TextLines old = h.oldLines(lead, trail);
      if (old.size() == 0 && h.changedLines() == 0) {
        continue;
      }
      int want = expected(h, lead) + delta;
      int limit = Math.max(want - floor, text.size() - want);
      if (limit > maxOffset) {
        limit = maxOffset;
      }
      for (int d = 0; d <= limit; d++) {
        int after = want + d;
        if (fits(text, old, after, floor, h, lead, trail)) {
          return new Placement(number, after + 1, after - expected(h, lead) - growth, f);
        }
        int before = want - d;
        if (d > 0 && fits(text, old, before, floor, h, lead, trail)) {
          return new Placement(number, before + 1, before - expected(h, lead) - growth, f);
        }
      }
    }
    return null;
  }

  /**
   * Whether the old lines match at `at`. A hunk with less context before its changes than after
   * them (cut short by the start of the text) must match at the start of the text, and one with
   * less context after them at its end, unless fuzz ignores some of that context, as patch(1)
   * requires.
   */
  private boolean fits(TextLines text, TextLines old, int at, int floor, Hunk h, int lead,
      int trail) {
    if (at < floor || at + old.size() > text.size()) {
      return false;
    }
    if (lead == 0 && h.leadingContext() < h.trailingContext() && at != 0) {
      return false;
    }
    if (trail == 0 && h.trailingContext() < h.leadingContext()
        && at + old.size() != text.size()) {
      return false;
    }
    return text.matchesAt(at, old, comparator);
  }

  /** Whether `patch` applies to `target` cleanly (no offset, no fuzz, no reject). */
  public boolean appliesCleanly(TextLines target, FilePatch patch) {
    try {
      return apply(target, patch).clean();
    } catch (DiffException e) {
      return false;
    }
  }

  /**
   * The target with every rejected hunk written in as a conflict: the current lines where the hunk
   * should have gone between "<<<<<<< current" and "=======", the hunk's new lines up to
   * ">>>>>>> patch". Applied hunks are applied as usual.
   */
  public TextLines withConflicts(TextLines target, FilePatch patch) throws DiffException {
    boolean wasStrict = strict;
    strict = false;
    Result r = apply(target, patch);
    strict = wasStrict;
    TextLines text = r.text();
    FilePatch rejects = r.rejects();
    int shift = 0;
    for (int i = 0; i < rejects.size(); i++) {
      Hunk h = rejects.get(i);
      int at = expected(h, 0) + shift;
      if (at > text.size()) {
        at = text.size();
      }
      int end = Math.min(text.size(), at + h.oldCount());
      TextLines block = new TextLines();
      block.add("<<<<<<< current");
      for (int k = at; k < end; k++) {
        block.add(text.get(k));
      }
      block.add("=======");
      TextLines fresh = h.newLines(0, 0);
      for (int k = 0; k < fresh.size(); k++) {
        block.add(fresh.get(k));
      }
      block.add(">>>>>>> patch");
      text.replace(at, end, block);
      shift += block.size() - (end - at);
    }
    return text;
  }
}
