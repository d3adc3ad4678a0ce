/** A parsed unified diff: the file patches in the order they appear. */
public final class Patch {
  private FilePatch[] files;
  private int count;

  public Patch() {
    files = new FilePatch[2];
    count = 0;
  }

  public void add(FilePatch f) {
    if (count == files.length) {
      FilePatch[] bigger = new FilePatch[count * 2];
      for (int i = 0; i < count; i++) {
        bigger[i] = files[i];
      }
      files = bigger;
    }
    files[count] = f;
    count++;
  }

  public int size() {
    return count;
  }

  public FilePatch get(int i) {
    if (i < 0 || i >= count) {
      throw new IndexOutOfBoundsException("file " + i + " of " + count);
    }
    return files[i];
  }

  /** The file patch whose path() is `path`, or null. */
  public FilePatch find(String path) {
    for (int i = 0; i < count; i++) {
      if (files[i].path().equals(path)) {
        return files[i];
      }
    }
    return null;
  }

  public int hunks() {
    int n = 0;
    for (int i = 0; i < count; i++) {
      n += files[i].size();
    }
    return n;
  }

  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < count; i++) {
      sb.append(files[i].toString());
    }
    return sb.toString();
  }
}
