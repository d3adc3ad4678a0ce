/** One token: its kind, its text as written (a string literal's unescaped value), and where it starts. */
public final class Token {
  private final TokenKind kind;
  private final String text;
  private final int line;
  private final int column;

  public Token(TokenKind kind, String text, int line, int column) {
    this.kind = kind;
    this.text = text;
    this.line = line;
    this.column = column;
  }

  public TokenKind kind() {
    return kind;
  }

  public String text() {
    return text;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  public boolean is(TokenKind k) {
    return kind == k;
  }

  public String toString() {
    if (kind == TokenKind.NUMBER || kind == TokenKind.IDENT) {
      return kind.name() + "(" + text + ")@" + line + ":" + column;
    }
    if (kind == TokenKind.STRING) {
      return "STRING(\"" + text + "\")@" + line + ":" + column;
    }
    return kind.name() + "@" + line + ":" + column;
  }
}
