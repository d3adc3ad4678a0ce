/** A lexical, syntax or type error in a program, with the 1-based line and column it was found at. */
public class CompileException extends Exception {
  private final int line;
  private final int column;

  public CompileException(String message, int line, int column) {
    super(line + ":" + column + ": " + message);
    this.line = line;
    this.column = column;
  }

  public int getLine() {
    return line;
  }

  public int getColumn() {
    return column;
  }
}
