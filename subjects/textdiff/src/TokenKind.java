/** The classes of characters a word diff splits lines into. */
public enum TokenKind {
  WORD(true),
  NUMBER(true),
  SPACE(false),
  PUNCTUATION(true);

  private final boolean visible;

  TokenKind(boolean visible) {
    this.visible = visible;
  }

  /** Whether a change of such a token is shown (blank changes can be hidden). */
  public boolean visible() {
    return visible;
  }

  /** The kind of character c. */
  public static TokenKind of(char c) {
    if (TextLines.isSpace(c)) {
      return SPACE;
    }
    if (c >= '0' && c <= '9') {
      return NUMBER;
    }
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c > 127) {
      return WORD;
    }
    return PUNCTUATION;
  }

  /** Whether a token of this kind grows with another character of kind k. */
  public boolean continuesWith(TokenKind k) {
    if (this == PUNCTUATION) {
      return false;
    }
    if (this == WORD && k == NUMBER) {
      return true;
    }
    return this == k;
  }
}
