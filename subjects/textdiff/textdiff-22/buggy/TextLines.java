/**
 * A text as a list of lines without their terminators, and whether the last line had one. Splits on
 * "\n", "\r\n" and a lone "\r"; joins with "\n". Lines are stored in a growable array.
 */
public final class TextLines {
  private String[] lines;
  private int count;
  private boolean finalNewline;

  public TextLines() {
    lines = new String[8];
    count = 0;
    finalNewline = true;
  }

  /** The given lines, each ended by a newline. */
  public static TextLines of(String... values) {
    TextLines t = new TextLines();
    for (int i = 0; i < values.length; i++) {
      t.add(values[i]);
    }
    return t;
  }

  /** Splits `text` into lines. An empty text has no lines; a text ending without a newline
   * keeps its last line and records that the newline is missing. */
  public static TextLines split(String text) {
    TextLines t = new TextLines();
    if (text == null) {
      throw new IllegalArgumentException("text is null");
    }
    int start = 0;
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n') {
        t.add(text.substring(start, i));
        start = i + 1;
      } else if (c == '\r') {
        t.add(text.substring(start, i));
        if (i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
      i++;
    }
    if (start < n) {
      t.add(text.substring(start));
      t.finalNewline = false;
    }
    return t;
  }

  /** Splits a sequence of tokens into one "line" per token (for word diffs). */
  public static TextLines ofTokens(String[] tokens, int n) {
    TextLines t = new TextLines();
    for (int i = 0; i < n; i++) {
      t.add(tokens[i]);
    }
    return t;
  }

  private void grow(int needed) {
    if (needed <= lines.length) {
      return;
    }
    int capacity = lines.length * 2;
    if (capacity < needed) {
      capacity = needed;
    }
    String[] bigger = new String[capacity];
    for (int i = 0; i < count; i++) {
      bigger[i] = lines[i];
    }
    lines = bigger;
  }

  private void checkIndex(int index, int limit) {
    if (index < 0 || index >= limit) {
      throw new IndexOutOfBoundsException("line " + index + " of " + limit);
    }
  }

  public int size() {
    return count;
  }

  public boolean isEmpty() {
    return count == 0;
  }

  public String get(int index) {
    checkIndex(index, count);
    return lines[index];
  }

  public void set(int index, String line) {
    checkIndex(index, count);
    lines[index] = line;
  }

  public void add(String line) {
    if (line == null) {
      throw new IllegalArgumentException("null line");
    }
    grow(count + 1);
    lines[count] = line;
    count++;
  }

  /** Inserts `line` before index (index == size appends). */
  public void insert(int index, String line) {
    checkIndex(index, count + 1);
    if (line == null) {
      throw new IllegalArgumentException("null line");
    }
    grow(count + 1);
    for (int i = count; i >= index; i--) {
      lines[i] = lines[i - 1];
    }
    lines[index] = line;
    count++;
  }

  /** Removes and returns the line at index. */
  public String remove(int index) {
    checkIndex(index, count);
    String old = lines[index];
    for (int i = index; i < count - 1; i++) {
      lines[i] = lines[i + 1];
    }
    count--;
    lines[count] = null;
    return old;
  }

  /** Appends every line of `other`; the result ends like `other`. */
  public void addAll(TextLines other) {
    for (int i = 0; i < other.count; i++) {
      add(other.lines[i]);
    }
    finalNewline = other.finalNewline;
  }

  /** Replaces lines [from, to) by the lines of `replacement`. */
  public void replace(int from, int to, TextLines replacement) {
    if (from < 0 || to > count || from > to) {
      throw new IndexOutOfBoundsException("range " + from + ".." + to + " of " + count);
    }
    int removed = to - from;
    int added = replacement.size();
    int newCount = count - removed + added;
    String[] next = new String[newCount < 8 ? 8 : newCount];
    for (int i = 0; i < from; i++) {
      next[i] = lines[i];
    }
    for (int i = 0; i < added; i++) {
      next[from + i] = replacement.get(i);
    }
    for (int i = to; i < count; i++) {
      next[i - removed + added] = lines[i];
    }
    lines = next;
    count = newCount;
  }

  /** A copy of lines [from, to); it ends with a newline unless it reaches the end of this text
   * and this text lacks one. */
  public TextLines subLines(int from, int to) {
    if (from < 0 || to > count || from > to) {
      throw new IndexOutOfBoundsException("range " + from + ".." + to + " of " + count);
    }
    TextLines t = new TextLines();
    for (int i = from; i < to; i++) {
      t.add(lines[i]);
    }
    t.finalNewline = to < count || finalNewline;
    return t;
  }

  public TextLines copy() {
    return subLines(0, count);
  }

  public boolean hasFinalNewline() {
    return finalNewline;
  }

  public void setFinalNewline(boolean value) {
    finalNewline = value;
  }

  /** The hash of every line under `cmp`. */
  public int[] hashes(LineComparator cmp) {
    int[] h = new int[count];
    for (int i = 0; i < count; i++) {
      h[i] = cmp.hash(lines[i]);
    }
    return h;
  }

  /** The first index at or after `from` of a line equal to `line` under cmp, or -1. */
  public int indexOf(String line, int from, LineComparator cmp) {
    for (int i = from < 0 ? 0 : from; i < count; i++) {
      if (cmp.equal(lines[i], line)) {
        return i;
      }
    }
    return -1;
  }

  /** Whether lines [at, at + pattern.size()) equal the lines of pattern under cmp. */
  public boolean matchesAt(int at, TextLines pattern, LineComparator cmp) {
    if (at < 0 || at + pattern.size() > count) {
      return false;
    }
    for (int i = 0; i < pattern.size(); i++) {
      if (!cmp.equal(lines[at + i], pattern.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** How many leading lines this text shares with other. */
  public int commonPrefix(TextLines other, LineComparator cmp) {
    int n = Math.min(count, other.count);
    int i = 0;
    while (i < n && cmp.equal(lines[i], other.lines[i])) {
      i++;
    }
    return i;
  }

  /** How many trailing lines this text shares with other, not counting the first `skip`. */
  public int commonSuffix(TextLines other, int skip, LineComparator cmp) {
    int i = count - 1;
    int j = other.count - 1;
    int n = 0;
    while (i >= skip && j >= skip && cmp.equal(lines[i], other.lines[j])) {
      i--;
      j--;
      n++;
    }
    return n;
  }

  /** Whether both texts have the same lines under cmp (the final newline is ignored). */
  public boolean sameLines(TextLines other, LineComparator cmp) {
    if (count != other.count) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      if (!cmp.equal(lines[i], other.lines[i])) {
        return false;
      }
    }
    return true;
  }

  /** The number of characters of the longest line. */
  public int longestLine() {
    int best = 0;
    for (int i = 0; i < count; i++) {
      if (lines[i].length() > best) {
        best = lines[i].length();
      }
    }
    return best;
  }

  /** The number of blank-separated words in all lines. */
  public int wordCount() {
    int words = 0;
    for (int i = 0; i < count; i++) {
      boolean inWord = false;
      String line = lines[i];
      for (int j = 0; j < line.length(); j++) {
        if (isSpace(line.charAt(j))) {
          inWord = false;
        } else if (!inWord) {
          inWord = true;
          words++;
        }
      }
    }
    return words;
  }

  /** The lines joined by "\n", with a final "\n" when the text had one. */
  public String join() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < count; i++) {
      sb.append(lines[i]);
      if (i < count - 1 || finalNewline) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  public String toString() {
    return join();
  }

  public boolean equals(Object o) {
    if (!(o instanceof TextLines)) {
      return false;
    }
    TextLines other = (TextLines) o;
    return finalNewline == other.finalNewline && sameLines(other, new Comparators.Exact());
  }

  public int hashCode() {
    int h = finalNewline ? 1 : 0;
    for (int i = 0; i < count; i++) {
      h = 31 * h + lines[i].hashCode();
    }
    return h;
  }

  public static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\u000B';
  }

  public static boolean isBlank(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (!isSpace(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** `s` without its trailing blanks. */
  public static String trimTrailing(String s) {
    int end = s.length();
    while (end > 0 && isSpace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end);
  }

  /** `s` with tabs expanded to the next multiple of `width` columns. */
  public static String expandTabs(String s, int width) {
    if (width <= 0) {
      throw new IllegalArgumentException("tab width " + width);
    }
    StringBuilder sb = new StringBuilder();
    int column = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t') {
        int spaces = width - column % width;
        for (int k = 0; k < spaces; k++) {
          sb.append(' ');
        }
        column += spaces;
      } else {
        sb.append(c);
        column++;
      }
    }
    return sb.toString();
  }
}
