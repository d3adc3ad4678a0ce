/** A malformed document, a failed conversion or a bad pointer; checked, as library errors are. */
public class JsonException extends Exception {
  private final int line;
  private final int column;

  public JsonException(String message) {
    super(message);
    this.line = 0;
    this.column = 0;
  }

  /** An error at a 1-based line and column of the input. */
  public JsonException(String message, int line, int column) {
    super(message + " at line " + line + ", column " + column);
    this.line = line;
    this.column = column;
  }

  public int getLine() {
    return line;
  }

  public int getColumn() {
    return column;
  }

  public boolean hasPosition() {
    return line > 0;
  }
}
