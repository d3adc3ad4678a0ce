/**
 * One hunk of a unified diff: where it starts in each text (1-based, as printed; the line before
 * an empty range) and its lines, each a kind and a text. Counts are derived from the lines.
 */
public final class Hunk {
  private int oldStart;
  private int newStart;
  private String heading;
  private String[] texts;
  private EditKind[] kinds;
  private int count;
  private boolean oldMissingNewline;
  private boolean newMissingNewline;

  public Hunk(int oldStart, int newStart) {
    if (oldStart < 0 || newStart < 0) {
      throw new IllegalArgumentException("negative start " + oldStart + ", " + newStart);
    }
    this.oldStart = oldStart;
    this.newStart = newStart;
    this.heading = "";
    this.texts = new String[8];
    this.kinds = new EditKind[8];
    this.count = 0;
  }

  public void addLine(EditKind kind, String text) {
    if (count == texts.length) {
      String[] t = new String[count * 2];
      EditKind[] k = new EditKind[count * 2];
      for (int i = 0; i < count; i++) {
        t[i] = texts[i];
        k[i] = kinds[i];
      }
      texts = t;
      kinds = k;
    }
    texts[count] = text;
    kinds[count] = kind;
    count++;
  }

  public int size() {
    return count;
  }

  public EditKind kind(int i) {
    return kinds[i];
  }

  public String text(int i) {
    return texts[i];
  }

  public int oldStart() {
    return oldStart;
  }

  public int newStart() {
    return newStart;
  }

  public void setStarts(int oldStart, int newStart) {
    this.oldStart = oldStart;
    this.newStart = newStart;
  }

  /** The text after the second "@@" of the header (a function name), without the blank. */
  public String heading() {
    return heading;
  }

  public void setHeading(String heading) {
    this.heading = heading == null ? "" : heading;
  }

  public boolean oldMissingNewline() {
    return oldMissingNewline;
  }

  public boolean newMissingNewline() {
    return newMissingNewline;
  }

  public void setMissingNewline(boolean old, boolean fresh) {
    oldMissingNewline = old;
    newMissingNewline = fresh;
  }

  /** The number of lines of the old text the hunk covers (context and deletions). */
  public int oldCount() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (kinds[i].inOld()) {
        n++;
      }
    }
    return n;
  }

  /** The number of lines of the new text the hunk covers (context and insertions). */
  public int newCount() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (kinds[i].inNew()) {
        n++;
      }
    }
    return n;
  }

  public int changedLines() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (kinds[i].changes()) {
        n++;
      }
    }
    return n;
  }

  /** The number of context lines before the first change. */
  public int leadingContext() {
    int n = 0;
    while (n < count && kinds[n] == EditKind.EQUAL) {
      n++;
    }
    return n;
  }

  /** The number of context lines after the last change. */
  public int trailingContext() {
    int n = 0;
    while (n < count && kinds[count - 1 - n] == EditKind.EQUAL) {
      n++;
    }
    return n;
  }

  /** The old lines (context and deletions), skipping `skipLead` leading and `skipTrail` trailing
   * context lines. */
  public TextLines oldLines(int skipLead, int skipTrail) {
    TextLines t = new TextLines();
    for (int i = skipLead; i < count - skipTrail; i++) {
      if (kinds[i].inOld()) {
        t.add(texts[i]);
      }
    }
    return t;
  }

  /** The new lines (context and insertions), skipping context as oldLines does. */
  public TextLines newLines(int skipLead, int skipTrail) {
    TextLines t = new TextLines();
    for (int i = skipLead; i < count - skipTrail; i++) {
      if (kinds[i].inNew()) {
        t.add(texts[i]);
      }
    }
    return t;
  }

  /** The hunk that undoes this one. */
  public Hunk inverse() {
    Hunk h = new Hunk(newStart, oldStart);
    h.heading = heading;
    for (int i = 0; i < count; i++) {
      h.addLine(kinds[i].inverse(), texts[i]);
    }
    h.setMissingNewline(newMissingNewline, oldMissingNewline);
    return h;
  }

  /** "@@ -l,s +l,s @@ heading": a count of 1 is left out, as diff(1) does. */
  public String header() {
    StringBuilder sb = new StringBuilder("@@ -");
    sb.append(range(oldStart, oldCount()));
    sb.append(" +");
    sb.append(range(newStart, newCount()));
    sb.append(" @@");
    if (heading.length() > 0) {
      sb.append(' ').append(heading);
    }
    return sb.toString();
  }

  private static String range(int start, int n) {
    if (n == 1) {
      return Integer.toString(start);
    }
    return start + "," + n;
  }

  /** The hunk as printed in a unified diff, every line ended by "\n". */
  public String toString() {
    StringBuilder sb = new StringBuilder(header()).append('\n');
    int lastOld = -1;
    int lastNew = -1;
    for (int i = 0; i < count; i++) {
      if (kinds[i].inOld()) {
        lastOld = i;
      }
      if (kinds[i].inNew()) {
        lastNew = i;
      }
    }
    for (int i = 0; i < count; i++) {
      sb.append(kinds[i].symbol()).append(texts[i]).append('\n');
      boolean marker = (i == lastOld && oldMissingNewline) || (i == lastNew && newMissingNewline);
      if (marker) {
        sb.append("\\ No newline at end of file\n");
      }
    }
    return sb.toString();
  }
}
