/**
 * Unified diffs: groups an edit script into hunks with `context` lines around each change (joining
 * changes whose contexts meet), prints them as diff -u does, and parses such text back into
 * Patch objects, checking every hunk's counts. Headings after "@@" can be filled from the last
 * line before the hunk that starts with a letter, like diff -p.
 */
public final class UnifiedDiff {
  public static final int DEFAULT_CONTEXT = 3;
  private static final String NO_NEWLINE = "\\ No newline at end of file";

  private int context;
  private boolean headings;
  private DiffAlgorithm algorithm;

  public UnifiedDiff() {
    this(DEFAULT_CONTEXT);
  }

  public UnifiedDiff(int context) {
    setContext(context);
    this.headings = false;
    this.algorithm = new MyersDiff(new Comparators.Exact());
  }

  public int context() {
    return context;
  }

  public void setContext(int context) {
    if (context < 0) {
      throw new IllegalArgumentException("context " + context);
    }
    this.context = context;
  }

  /** Whether hunk headers name the enclosing "function" (the last line starting a letter). */
  public void setHeadings(boolean headings) {
    this.headings = headings;
  }

  public void setAlgorithm(DiffAlgorithm algorithm) {
    if (algorithm == null) {
      throw new IllegalArgumentException("null algorithm");
    }
    this.algorithm = algorithm;
  }

  /** The hunks of the script turning a into b. */
  public FilePatch hunks(String oldName, String newName, TextLines a, TextLines b,
      EditScript script) {
    FilePatch patch = new FilePatch(oldName, newName);
    int i = 0;
    int n = script.size();
    while (i < n) {
      if (!script.get(i).kind().changes()) {
        i++;
        continue;
      }
      int first = i;
      int last = i;
      int j = i + 1;
      while (j < n) {
        Edit e = script.get(j);
        if (e.kind().changes()) {
          last = j;
          j++;
        } else if (j + 1 < n && e.lengthA() <= 2 * context) {
          j++;
        } else {
          break;
        }
      }
      patch.add(makeHunk(a, b, script, first, last));
      i = last + 1;
    }
    return patch;
  }

  private Hunk makeHunk(TextLines a, TextLines b, EditScript script, int first, int last) {
    Edit start = script.get(first);
    Edit end = script.get(last);
    int lead = Math.min(context, start.beginA());
    int trail = Math.min(context, a.size() - end.endA());
    int fromA = start.beginA() - lead;
    int fromB = start.beginB() - lead;
    int toA = end.endA() + trail;
    int toB = end.endB() + trail;
    Hunk h = new Hunk(toA > fromA ? fromA + 1 : fromA, toB > fromB ? fromB + 1 : fromB);
    for (int k = fromA; k < start.beginA(); k++) {
      h.addLine(EditKind.EQUAL, a.get(k));
    }
    for (int idx = first; idx <= last; idx++) {
      Edit e = script.get(idx);
      switch (e.kind()) {
        case EQUAL:
          for (int k = e.beginA(); k < e.endA(); k++) {
            h.addLine(EditKind.EQUAL, a.get(k));
          }
          break;
        case DELETE:
          for (int k = e.beginA(); k < e.endA(); k++) {
            h.addLine(EditKind.DELETE, a.get(k));
          }
          break;
        case INSERT:
          for (int k = e.beginB(); k < e.endB(); k++) {
            h.addLine(EditKind.INSERT, b.get(k));
          }
          break;
      }
    }
    for (int k = end.endA(); k < toA; k++) {
      h.addLine(EditKind.EQUAL, a.get(k));
    }
    h.setMissingNewline(toA == a.size() && !a.hasFinalNewline(),
        toB == b.size() && !b.hasFinalNewline());
    if (headings) {
      h.setHeading(headingBefore(a, fromA));
    }
    return h;
  }

  /** The last line before `line` that starts with a letter, '_' or '$', cut to 40 chars. */
  static String headingBefore(TextLines a, int line) {
    for (int i = line - 1; i > 0; i--) {
      String s = a.get(i);
      if (s.length() > 0 && isHeadingStart(s.charAt(0))) {
        return s.length() > 40 ? TextLines.trimTrailing(s.substring(0, 40)) : s;
      }
    }
    return "";
  }

  private static boolean isHeadingStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
  }

  /** The unified diff of two texts; "" when they are equal. */
  public String diff(String oldName, String newName, TextLines a, TextLines b) {
    EditScript script = algorithm.diff(a, b);
    if (script.identical() && a.hasFinalNewline() == b.hasFinalNewline()) {
      return "";
    }
    script = separateLastLines(script, a, b);
    return hunks(oldName, newName, a, b, script).toString();
  }

  /**
   * The script with every equal pair of lines split into a deletion and an insertion when one of
   * the two is the last line of a text without a final newline and the other is not: the lines
   * differ once their newlines count.
   */
  private static EditScript separateLastLines(EditScript script, TextLines a, TextLines b) {
    int n = a.size();
    int m = b.size();
    EditScript s = new EditScript();
    for (int i = 0; i < script.size(); i++) {
      Edit e = script.get(i);
      boolean endsA = e.endA() == n && !a.hasFinalNewline();
      boolean endsB = e.endB() == m && !b.hasFinalNewline();
      if (e.kind() != EditKind.EQUAL || endsA == endsB) {
        s.add(e);
        continue;
      }
      s.addRun(EditKind.EQUAL, e.beginA(), e.endA() - 1, e.beginB(), e.endB() - 1);
      s.addRun(EditKind.DELETE, e.endA() - 1, e.endA(), e.endB() - 1, e.endB() - 1);
      s.addRun(EditKind.INSERT, e.endA(), e.endA(), e.endB() - 1, e.endB());
    }
    s.normalise();
    return s;
  }

  /** The unified diff from text a to text b with `context` lines, files named "a" and "b". */
  public static String unified(String a, String b, int context) {
    return new UnifiedDiff(context).diff("a", "b", a, b);
  }

  public String diff(String oldName, String newName, String a, String b) {
    return diff(oldName, newName, TextLines.split(a), TextLines.split(b));
  }

  /** Parses a unified diff. Lines before the first "---" of each file are skipped. */
  public static Patch parse(String text) throws DiffException {
    TextLines lines = TextLines.split(text);
    Patch patch = new Patch();
    int i = 0;
    while (i < lines.size()) {
      String line = lines.get(i);
      if (!line.startsWith("--- ") || i + 1 >= lines.size()
          || !lines.get(i + 1).startsWith("+++ ")) {
        i++;
        continue;
      }
      FilePatch file = new FilePatch(fileName(line), fileName(lines.get(i + 1)));
      i += 2;
      while (i < lines.size() && lines.get(i).startsWith("@@")) {
        i = parseHunk(lines, i, file);
      }
      if (file.size() == 0) {
        throw new DiffException(i + 1, "file " + file.path() + " has no hunks");
      }
      patch.add(file);
    }
    return patch;
  }

  /** The name of a "--- name\ttimestamp" line. */
  static String fileName(String header) {
    String rest = header.substring(4);
    int tab = rest.indexOf('\t');
    if (tab >= 0) {
      rest = rest.substring(0, tab);
    }
    return TextLines.trimTrailing(rest);
  }

  /** Parses the hunk whose header is line i; returns the index after it. */
  private static int parseHunk(TextLines lines, int i, FilePatch file) throws DiffException {
    String header = lines.get(i);
    int[] nums = parseHeader(header, i + 1);
    Hunk h = new Hunk(nums[0], nums[2]);
    int close = header.indexOf("@@", 2);
    String heading = header.substring(close + 2);
    if (heading.startsWith(" ")) {
      heading = heading.substring(1);
    }
    h.setHeading(heading);
    int oldLeft = nums[1];
    int newLeft = nums[3];
    int j = i + 1;
    boolean oldMissing = false;
    boolean newMissing = false;
    EditKind last = null;
    while (oldLeft > 0 || newLeft > 0) {
      if (j >= lines.size()) {
        throw new DiffException(j, "hunk ends early: " + oldLeft + " old and " + newLeft
            + " new lines missing");
      }
      String line = lines.get(j);
      if (line.equals(NO_NEWLINE)) {
        j++;
        continue;
      }
      EditKind kind = line.length() == 0 ? EditKind.EQUAL : EditKind.fromSymbol(line.charAt(0));
      String body = line.length() == 0 ? "" : line.substring(1);
      if (kind.inOld()) {
        oldLeft--;
      }
      if (kind.inNew()) {
        newLeft--;
      }
      if (oldLeft < 0 || newLeft < 0) {
        throw new DiffException(j + 1, "hunk has more lines than its header " + header);
      }
      h.addLine(kind, body);
      last = kind;
      j++;
    }
    while (j < lines.size() && lines.get(j).equals(NO_NEWLINE)) {
      if (last == EditKind.DELETE) {
        oldMissing = true;
      } else if (last == EditKind.INSERT) {
        newMissing = true;
      } else {
        oldMissing = true;
        newMissing = true;
      }
      j++;
    }
    markMissing(h, lines, i + 1, j);
    if (oldMissing || newMissing) {
      h.setMissingNewline(oldMissing || h.oldMissingNewline(),
          newMissing || h.newMissingNewline());
    }
    file.add(h);
    return j;
  }

  /** Marks a "\ No newline" that follows a deleted line inside the body (before insertions). */
  private static void markMissing(Hunk h, TextLines lines, int from, int to) {
    boolean old = false;
    for (int j = from + 1; j < to; j++) {
      if (lines.get(j).equals(NO_NEWLINE) && lines.get(j - 1).startsWith("-")) {
        old = true;
      }
    }
    if (old) {
      h.setMissingNewline(true, h.newMissingNewline());
    }
  }

  /** The four numbers of "@@ -l[,s] +l[,s] @@": old start, old count, new start, new count. */
  static int[] parseHeader(String header, int lineNo) throws DiffException {
    if (!header.startsWith("@@ -")) {
      throw new DiffException(lineNo, "bad hunk header: " + header);
    }
    int close = header.indexOf(" @@", 4);
    if (close < 0) {
      throw new DiffException(lineNo, "unterminated hunk header: " + header);
    }
    String ranges = header.substring(4, close);
    int space = ranges.indexOf(' ');
    if (space < 0 || space + 1 >= ranges.length() || ranges.charAt(space + 1) != '+') {
      throw new DiffException(lineNo, "bad hunk header: " + header);
    }
    int[] nums = new int[4];
    parseRange(ranges.substring(0, space), nums, 0, lineNo);
    parseRange(ranges.substring(space + 2), nums, 2, lineNo);
    return nums;
  }

  private static void parseRange(String s, int[] into, int at, int lineNo) throws DiffException {
    int comma = s.indexOf(',');
    String start = comma < 0 ? s : s.substring(0, comma);
    String count = comma < 0 ? "1" : s.substring(comma + 1);
    into[at] = number(start, lineNo);
    into[at + 1] = number(count, lineNo);
  }

  private static int number(String s, int lineNo) throws DiffException {
    if (s.length() == 0 || s.length() > 9) {
      throw new DiffException(lineNo, "bad number: '" + s + "'");
    }
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        throw new DiffException(lineNo, "bad number: '" + s + "'");
      }
      n = n * 10 + (c - '0');
    }
    return n;
  }
}
