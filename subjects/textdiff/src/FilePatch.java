/** The hunks of one file in a unified diff, with the names from its "---" and "+++" lines. */
public final class FilePatch {
  public static final String DEV_NULL = "/dev/null";

  private final String oldName;
  private final String newName;
  private Hunk[] hunks;
  private int count;

  public FilePatch(String oldName, String newName) {
    this.oldName = oldName == null ? DEV_NULL : oldName;
    this.newName = newName == null ? DEV_NULL : newName;
    this.hunks = new Hunk[4];
    this.count = 0;
  }

  public String oldName() {
    return oldName;
  }

  public String newName() {
    return newName;
  }

  /** The name without a leading "a/" or "b/" (git's prefixes), preferring the new name. */
  public String path() {
    String name = newName.equals(DEV_NULL) ? oldName : newName;
    if (name.startsWith("a/") || name.startsWith("b/")) {
      return name.substring(2);
    }
    return name;
  }

  public boolean creates() {
    return oldName.equals(DEV_NULL);
  }

  public boolean deletes() {
    return newName.equals(DEV_NULL);
  }

  public void add(Hunk h) {
    if (count == hunks.length) {
      Hunk[] bigger = new Hunk[count * 2];
      for (int i = 0; i < count; i++) {
        bigger[i] = hunks[i];
      }
      hunks = bigger;
    }
    hunks[count] = h;
    count++;
  }

  public int size() {
    return count;
  }

  public Hunk get(int i) {
    if (i < 0 || i >= count) {
      throw new IndexOutOfBoundsException("hunk " + i + " of " + count);
    }
    return hunks[i];
  }

  public int inserted() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      n += hunks[i].newCount() - hunks[i].leadingContext() - hunks[i].trailingContext()
          - contextInside(hunks[i]);
    }
    return n;
  }

  public int deleted() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      n += hunks[i].oldCount() - hunks[i].leadingContext() - hunks[i].trailingContext()
          - contextInside(hunks[i]);
    }
    return n;
  }

  private static int contextInside(Hunk h) {
    int n = 0;
    for (int i = h.leadingContext(); i < h.size() - h.trailingContext(); i++) {
      if (h.kind(i) == EditKind.EQUAL) {
        n++;
      }
    }
    return n;
  }

  /** The patch that undoes this one. */
  public FilePatch inverse() {
    FilePatch p = new FilePatch(newName, oldName);
    for (int i = 0; i < count; i++) {
      p.add(hunks[i].inverse());
    }
    return p;
  }

  /** The file's part of a unified diff. */
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("--- ").append(oldName).append('\n');
    sb.append("+++ ").append(newName).append('\n');
    for (int i = 0; i < count; i++) {
      sb.append(hunks[i].toString());
    }
    return sb.toString();
  }
}
