/** A hunk whose old lines are not found in the target within the allowed offset and fuzz. */
public class PatchConflictException extends DiffException {
  private final int hunk;

  public PatchConflictException(int hunk, String message) {
    super("hunk #" + hunk + " " + message);
    this.hunk = hunk;
  }

  /** The 1-based number of the hunk that failed. */
  public int getHunk() {
    return hunk;
  }
}
