/**
 * The result of a diff: runs of equal, deleted and inserted lines covering both texts in order.
 * Adjacent runs of one kind are merged as they are added, so a script is always in its shortest
 * form. Within a changed block deletions come before insertions once the script is normalised.
 */
public final class EditScript {
  private Edit[] edits;
  private int count;

  public EditScript() {
    edits = new Edit[8];
    count = 0;
  }

  /** The line script from text a to text b (Myers' diff, lines compared exactly). */
  public static EditScript of(String a, String b) {
    return new MyersDiff(new Comparators.Exact()).diff(a, b);
  }

  public int size() {
    return count;
  }

  public boolean isEmpty() {
    return count == 0;
  }

  public Edit get(int index) {
    if (index < 0 || index >= count) {
      throw new IndexOutOfBoundsException("edit " + index + " of " + count);
    }
    return edits[index];
  }

  private void grow() {
    if (count < edits.length) {
      return;
    }
    Edit[] bigger = new Edit[edits.length * 2];
    for (int i = 0; i < count; i++) {
      bigger[i] = edits[i];
    }
    edits = bigger;
  }

  /** Appends a run, merging it into the last one when it continues it. Empty runs are dropped. */
  public void add(Edit edit) {
    if (edit.lengthA() == 0 && edit.lengthB() == 0) {
      return;
    }
    if (count > 0) {
      Edit last = edits[count - 1];
      if (last.kind() == edit.kind() && last.endA() == edit.beginA()
          && last.endB() == edit.beginB()) {
        edits[count - 1] =
            new Edit(last.kind(), last.beginA(), edit.endA(), last.beginB(), edit.endB());
        return;
      }
    }
    grow();
    edits[count] = edit;
    count++;
  }

  /** Appends a run of `kind` at the given ranges. */
  public void addRun(EditKind kind, int beginA, int endA, int beginB, int endB) {
    add(new Edit(kind, beginA, endA, beginB, endB));
  }

  /** The number of old lines the script covers (the size of the old text it was made from). */
  public int sizeA() {
    return count == 0 ? 0 : edits[count - 1].endA();
  }

  /** The number of new lines the script covers. */
  public int sizeB() {
    return count == 0 ? 0 : edits[count - 1].endB();
  }

  public int inserted() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (edits[i].kind() == EditKind.INSERT) {
        n += edits[i].lengthB();
      }
    }
    return n;
  }

  public int deleted() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (edits[i].kind() == EditKind.DELETE) {
        n += edits[i].lengthA();
      }
    }
    return n;
  }

  public int unchanged() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (edits[i].kind() == EditKind.EQUAL) {
        n += edits[i].lengthA();
      }
    }
    return n;
  }

  /** The edit distance: inserted plus deleted lines. */
  public int distance() {
    return inserted() + deleted();
  }

  /** Whether the two texts were equal. */
  public boolean identical() {
    for (int i = 0; i < count; i++) {
      if (edits[i].kind().changes()) {
        return false;
      }
    }
    return true;
  }

  /** The number of changed blocks: maximal sequences of runs without an EQUAL run. */
  public int changeBlocks() {
    int blocks = 0;
    boolean inBlock = false;
    for (int i = 0; i < count; i++) {
      if (edits[i].kind().changes()) {
        if (!inBlock) {
          blocks++;
          inBlock = true;
        }
      } else {
        inBlock = false;
      }
    }
    return blocks;
  }

  /** 2 * unchanged / (old + new lines), as a percentage rounded down; 100 for two empty texts. */
  public int similarity() {
    int total = sizeA() + sizeB();
    if (total == 0) {
      return 100;
    }
    return 100 * unchanged() / total;
  }

  /**
   * Rewrites every changed block so that its deletions come before its insertions, as one DELETE
   * and one INSERT run. The texts the script maps between do not change.
   */
  public void normalise() {
    Edit[] old = edits;
    int n = count;
    edits = new Edit[old.length];
    count = 0;
    int i = 0;
    while (i < n) {
      if (!old[i].kind().changes()) {
        add(old[i]);
        i++;
        continue;
      }
      int beginA = old[i].beginA();
      int beginB = old[i].beginB();
      int endA = beginA;
      int endB = beginB;
      while (i < n && old[i].kind().changes()) {
        endA = old[i].endA();
        endB = old[i].endB();
        i++;
      }
      addRun(EditKind.DELETE, beginA, endA, beginB, beginB);
      addRun(EditKind.INSERT, endA, endA, beginB, endB);
    }
  }

  /**
   * Slides each changed block of one kind down over following lines equal to its first ones, so
   * that an insertion of repeated lines ends at the last repetition, as diff(1) prints it.
   */
  public void slideDown(TextLines a, TextLines b, LineComparator cmp) {
    for (int i = 0; i + 1 < count; i++) {
      Edit e = edits[i];
      Edit next = edits[i + 1];
      if (!e.kind().changes() || next.kind() != EditKind.EQUAL) {
        continue;
      }
      if (i > 0 && edits[i - 1].kind().changes()) {
        continue;
      }
      int shift = 0;
      if (e.kind() == EditKind.INSERT) {
        while (shift < next.lengthB()
            && cmp.equal(b.get(e.beginB() + shift), b.get(next.beginB() + shift))) {
          shift++;
          if (shift >= e.lengthB()) {
            break;
          }
        }
      } else {
        while (shift < next.lengthA()
            && cmp.equal(a.get(e.beginA() + shift), a.get(next.beginA() + shift))) {
          shift++;
          if (shift >= e.lengthA()) {
            break;
          }
        }
      }
      if (shift == 0) {
        continue;
      }
      if (i > 0) {
        Edit prev = edits[i - 1];
        edits[i - 1] = new Edit(
            EditKind.EQUAL, prev.beginA(), prev.endA() + shift, prev.beginB(), prev.endB() + shift);
      } else {
        insertAt(0, new Edit(EditKind.EQUAL, 0, shift, 0, shift));
        i++;
        e = edits[i];
        next = edits[i + 1];
      }
      edits[i] = new Edit(e.kind(), e.beginA() + shift, e.endA() + shift, e.beginB() + shift,
          e.endB() + shift);
      if (next.lengthA() == shift) {
        removeAt(i + 1);
      } else {
        edits[i + 1] = new Edit(EditKind.EQUAL, next.beginA() + shift, next.endA(),
            next.beginB() + shift, next.endB());
      }
    }
  }

  private void insertAt(int index, Edit edit) {
    grow();
    for (int i = count; i > index; i--) {
      edits[i] = edits[i - 1];
    }
    edits[index] = edit;
    count++;
  }

  private void removeAt(int index) {
    for (int i = index; i < count - 1; i++) {
      edits[i] = edits[i + 1];
    }
    count--;
    edits[count] = null;
  }

  /** The script from the new text back to the old one. */
  public EditScript inverse() {
    EditScript s = new EditScript();
    for (int i = 0; i < count; i++) {
      s.add(edits[i].inverse());
    }
    return s;
  }

  /** The new text, rebuilt from the old text `a` and the inserted lines of `b`. */
  public TextLines apply(TextLines a, TextLines b) {
    TextLines out = new TextLines();
    for (int i = 0; i < count; i++) {
      Edit e = edits[i];
      switch (e.kind()) {
        case EQUAL:
          for (int k = e.beginA(); k < e.endA(); k++) {
            out.add(a.get(k));
          }
          break;
        case INSERT:
          for (int k = e.beginB(); k < e.endB(); k++) {
            out.add(b.get(k));
          }
          break;
        case DELETE:
          break;
      }
    }
    out.setFinalNewline(b.hasFinalNewline());
    return out;
  }

  /** The line of the new text that old line `lineA` became, or -1 when it was deleted. */
  public int mapLine(int lineA) {
    for (int i = 0; i < count; i++) {
      Edit e = edits[i];
      if (lineA >= e.beginA() && lineA < e.endA()) {
        if (e.kind() == EditKind.EQUAL) {
          return e.beginB() + (lineA - e.beginA());
        }
        return -1;
      }
    }
    throw new IndexOutOfBoundsException("line " + lineA + " of " + sizeA());
  }

  /** Only the changing runs. */
  public EditScript changes() {
    EditScript s = new EditScript();
    for (int i = 0; i < count; i++) {
      if (edits[i].kind().changes()) {
        s.edits = appendTo(s.edits, s.count, edits[i]);
        s.count++;
      }
    }
    return s;
  }

  private static Edit[] appendTo(Edit[] array, int n, Edit e) {
    Edit[] out = array;
    if (n == array.length) {
      out = new Edit[array.length * 2];
      for (int i = 0; i < n; i++) {
        out[i] = array[i];
      }
    }
    out[n] = e;
    return out;
  }

  /** The script in the classic "normal" diff format (`2,3c2`, `< old`, `---`, `> new`). */
  public String toNormalDiff(TextLines a, TextLines b) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < count) {
      if (!edits[i].kind().changes()) {
        i++;
        continue;
      }
      int beginA = edits[i].beginA();
      int beginB = edits[i].beginB();
      int endA = beginA;
      int endB = beginB;
      while (i < count && edits[i].kind().changes()) {
        endA = edits[i].endA();
        endB = edits[i].endB();
        i++;
      }
      char op = endA == beginA ? 'a' : (endB == beginB ? 'd' : 'c');
      sb.append(range(beginA, endA)).append(op).append(range(beginB, endB)).append('\n');
      for (int k = beginA; k < endA; k++) {
        sb.append("< ").append(a.get(k)).append('\n');
      }
      if (op == 'c') {
        sb.append("---\n");
      }
      for (int k = beginB; k < endB; k++) {
        sb.append("> ").append(b.get(k)).append('\n');
      }
    }
    return sb.toString();
  }

  private static String range(int begin, int end) {
    if (end == begin) {
      return Integer.toString(begin);
    }
    if (end == begin + 1) {
      return Integer.toString(end);
    }
    return (begin + 1) + "," + end;
  }

  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(edits[i].toString());
    }
    return sb.append("]").toString();
  }
}
