/** One lexical token of an expression, with its position in the input for error messages. */
public class Token {
  public static final int NUMBER = 0;
  public static final int IDENT = 1;
  public static final int OPERATOR = 2;
  public static final int LPAREN = 3;
  public static final int RPAREN = 4;
  public static final int COMMA = 5;
  public static final int END = 6;

  public final int kind;
  public final String text;
  public final int position;
  public final int value;

  public Token(int kind, String text, int position, int value) {
    this.kind = kind;
    this.text = text;
    this.position = position;
    this.value = value;
  }

  public Token(int kind, String text, int position) {
    this(kind, text, position, 0);
  }

  public boolean isOperator(String op) {
    return kind == OPERATOR && text.equals(op);
  }

  public String toString() {
    if (kind == END) {
      return "<end>";
    }
    return text + "@" + position;
  }
}
