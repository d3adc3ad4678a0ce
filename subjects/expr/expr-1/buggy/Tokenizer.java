/** Splits an expression into tokens; the last token is always END. */
public class Tokenizer {
  private final String input;
  private int pos;
  private Token[] tokens;
  private int count;

  public Tokenizer(String input) {
    this.input = input;
    pos = 0;
    tokens = new Token[8];
    count = 0;
  }

  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  public static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }

  /** Throws ExprException at the first character that starts no token. */
  public Token[] tokenize() {
    int n = input.length();
    while (pos < n) {
      char c = input.charAt(pos);
      if (c == ' ' || c == '\t') {
        pos++;
      } else if (isDigit(c)) {
        readNumber();
      } else if (isLetter(c)) {
        readIdentifier();
      } else if (c == '(') {
        add(new Token(Token.LPAREN, "(", pos));
        pos++;
      } else if (c == ')') {
        add(new Token(Token.RPAREN, ")", pos));
        pos++;
      } else if (c == ',') {
        add(new Token(Token.COMMA, ",", pos));
        pos++;
      } else if ("+-*/%=".indexOf(c) >= 0) {
        add(new Token(Token.OPERATOR, String.valueOf(c), pos));
        pos++;
      } else {
        throw new ExprException("unexpected '" + c + "' at " + pos);
      }
    }
    add(new Token(Token.END, "", pos));
    Token[] result = new Token[count];
    for (int i = 0; i < count; i++) {
      result[i] = tokens[i];
    }
    return result;
  }

  private void readNumber() {
    int start = pos;
    int n = input.length();
    while (pos < n && isDigit(input.charAt(pos))) {
      pos++;
    }
    String text = input.substring(start, pos);
    int value = Integer.parseInt(text);
    add(new Token(Token.NUMBER, text, start, value));
  }

  private void readIdentifier() {
    int start = pos;
    int n = input.length();
    while (pos < n && (isLetter(input.charAt(pos)) || isDigit(input.charAt(pos)))) {
      pos++;
    }
    add(new Token(Token.IDENT, input.substring(start, pos), start));
  }

  private void add(Token t) {
    if (count == tokens.length) {
      Token[] bigger = new Token[tokens.length * 2];
      for (int i = 0; i < count; i++) {
        bigger[i] = tokens[i];
      }
      tokens = bigger;
    }
    tokens[count] = t;
    count++;
  }
}
