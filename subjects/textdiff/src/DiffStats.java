/**
 * Counts over a diff, summarised as git's --stat line: "2 files changed, 5 insertions(+),
 * 1 deletion(-)". Accumulates file patches and edit scripts.
 */
public final class DiffStats {
  private int files;
  private int insertions;
  private int deletions;
  private int hunks;
  private String widest;

  public DiffStats() {
    this.widest = "";
  }

  public void addFile(FilePatch patch) {
    files++;
    insertions += patch.inserted();
    deletions += patch.deleted();
    hunks += patch.size();
    if (patch.path().length() > widest.length()) {
      widest = patch.path();
    }
  }

  public void addPatch(Patch patch) {
    for (int i = 0; i < patch.size(); i++) {
      addFile(patch.get(i));
    }
  }

  public void addScript(String path, EditScript script) {
    files++;
    insertions += script.inserted();
    deletions += script.deleted();
    hunks += script.changeBlocks();
    if (path.length() > widest.length()) {
      widest = path;
    }
  }

  public int files() {
    return files;
  }

  public int insertions() {
    return insertions;
  }

  public int deletions() {
    return deletions;
  }

  public int hunks() {
    return hunks;
  }

  /** The longest path added. */
  public String widest() {
    return widest;
  }

  /** A bar of '+' and '-' for one file scaled to at most `width` characters. */
  public static String bar(int inserted, int deleted, int width) {
    int total = inserted + deleted;
    int plus = inserted;
    int minus = deleted;
    if (total > width) {
      plus = inserted * width / total;
      minus = deleted * width / total;
      if (inserted > 0 && plus == 0) {
        plus = 1;
      }
      if (deleted > 0 && minus == 0) {
        minus = 1;
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < plus; i++) {
      sb.append('+');
    }
    for (int i = 0; i < minus; i++) {
      sb.append('-');
    }
    return sb.toString();
  }

  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(files).append(files == 1 ? " file changed" : " files changed");
    if (insertions > 0) {
      sb.append(", ").append(insertions).append(insertions == 1 ? " insertion(+)" : " insertions(+)");
    }
    if (deletions > 0) {
      sb.append(", ").append(deletions).append(deletions == 1 ? " deletion(-)" : " deletions(-)");
    }
    return sb.toString();
  }
}
