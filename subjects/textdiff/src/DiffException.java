/** A malformed diff, or a patch that cannot be applied. Checked: callers decide what to report. */
public class DiffException extends Exception {
  private final int line;

  public DiffException(String message) {
    super(message);
    this.line = 0;
  }

  /** An error at a 1-based line of the input being read. */
  public DiffException(int line, String message) {
    super("line " + line + ": " + message);
    this.line = line;
  }

  /** The 1-based input line of the error, or 0 when it has none. */
  public int getLine() {
    return line;
  }
}
