/** What an edit does to the old text: keep lines, insert new ones, or delete old ones. */
public enum EditKind {
  EQUAL(' ', "equal"),
  INSERT('+', "insert"),
  DELETE('-', "delete");

  private final char symbol;
  private final String label;

  EditKind(char symbol, String label) {
    this.symbol = symbol;
    this.label = label;
  }

  /** The prefix of a line of this kind in a unified diff. */
  public char symbol() {
    return symbol;
  }

  public String label() {
    return label;
  }

  /** Whether an edit of this kind changes the text. */
  public boolean changes() {
    return this != EQUAL;
  }

  /** The kind that undoes this one: an insertion becomes a deletion and back. */
  public EditKind inverse() {
    switch (this) {
      case INSERT:
        return DELETE;
      case DELETE:
        return INSERT;
      default:
        return EQUAL;
    }
  }

  /** Whether a line of this kind belongs to the old text (context and deletions). */
  public boolean inOld() {
    return this != INSERT;
  }

  /** Whether a line of this kind belongs to the new text (context and insertions). */
  public boolean inNew() {
    return this != DELETE;
  }

  /** The kind of a unified-diff body line starting with `c`. */
  public static EditKind fromSymbol(char c) throws DiffException {
    switch (c) {
      case ' ':
        return EQUAL;
      case '+':
        return INSERT;
      case '-':
        return DELETE;
      default:
        throw new DiffException("not a diff line prefix: '" + c + "'");
    }
  }
}
