import java.util.ArrayList;
import java.util.List;

/**
 * Splits source text into tokens. Numbers are decimal, hexadecimal (`0x1F`) or binary (`0b101`),
 * with `_` allowed between digits, and must fit in an int; identifiers are letters, digits and `_`
 * not starting with a digit; string literals (only `print` takes them) know the escapes `\n`,
 * `\t`, `\"` and `\\`; comments are `//` to the end of the line and `/* ... *&#47;` (not nested).
 * Lines and columns are 1-based; a tab advances the column to the next multiple of four plus one.
 */
public final class Lexer {
  public static final int TAB_WIDTH = 4;

  private final String src;
  private int pos;
  private int line;
  private int column;
  private int tokenLine;
  private int tokenColumn;
  private final List<Token> lookahead = new ArrayList<>();

  public Lexer(String src) {
    if (src == null) {
      throw new IllegalArgumentException("source is null");
    }
    this.src = src;
    this.pos = 0;
    this.line = 1;
    this.column = 1;
  }

  /** Every token of `src`, ending with one EOF token. */
  public static List<Token> tokenize(String src) throws CompileException {
    Lexer lexer = new Lexer(src);
    List<Token> out = new ArrayList<>();
    while (true) {
      Token t = lexer.next();
      out.add(t);
      if (t.is(TokenKind.EOF)) {
        return out;
      }
    }
  }

  /** The tokens of `src` as text, one per token separated by spaces, or the error's message. */
  public static String describe(String src) {
    StringBuilder sb = new StringBuilder();
    try {
      List<Token> tokens = tokenize(src);
      for (int i = 0; i < tokens.size(); i++) {
        if (i > 0) {
          sb.append(' ');
        }
        sb.append(tokens.get(i));
      }
    } catch (CompileException e) {
      sb.append("error ").append(e.getMessage());
    }
    return sb.toString();
  }

  /** How many tokens of each kind `src` holds, in the order of TokenKind, kinds with none left out. */
  public static String histogram(String src) throws CompileException {
    int[] counts = new int[TokenKind.values().length];
    for (Token t : tokenize(src)) {
      counts[t.kind().ordinal()]++;
    }
    StringBuilder sb = new StringBuilder();
    for (TokenKind k : TokenKind.values()) {
      if (counts[k.ordinal()] > 0) {
        if (sb.length() > 0) {
          sb.append(", ");
        }
        sb.append(k.name()).append('=').append(counts[k.ordinal()]);
      }
    }
    return sb.toString();
  }

  /** The token `k` places ahead (0 is the next one) without consuming anything. */
  public Token peek(int k) throws CompileException {
    while (lookahead.size() <= k) {
      lookahead.add(scan());
    }
    return lookahead.get(k);
  }

  public Token next() throws CompileException {
    if (!lookahead.isEmpty()) {
      return lookahead.remove(0);
    }
    return scan();
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  private Token scan() throws CompileException {
    skipSpaceAndComments();
    tokenLine = line;
    tokenColumn = column;
    if (pos >= src.length()) {
      return make(TokenKind.EOF, "");
    }
    char c = src.charAt(pos);
    if (isDigit(c)) {
      return number();
    }
    if (isIdentStart(c)) {
      return identifier();
    }
    if (c == '"') {
      return string();
    }
    return operator(c);
  }

  private void skipSpaceAndComments() throws CompileException {
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == ' ' || c == '\r' || c == '\n' || c == '\t') {
        advance();
      } else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '/') {
        while (pos < src.length() && src.charAt(pos) != '\n') {
          advance();
        }
      } else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '*') {
        int startLine = line;
        int startColumn = column;
        advance();
        advance();
        boolean closed = false;
        while (pos < src.length()) {
          if (src.charAt(pos) == '*' && pos + 1 < src.length() && src.charAt(pos + 1) == '/') {
            advance();
            advance();
            closed = true;
            break;
          }
          advance();
        }
        if (!closed) {
          throw new CompileException("unterminated comment", startLine, startColumn);
        }
      } else {
        return;
      }
    }
  }

  private void advance() {
    char c = src.charAt(pos);
    pos++;
    if (c == '\n') {
      line++;
      column = 1;
    } else if (c == '\t') {
      column = ((column - 1) / TAB_WIDTH + 1) * TAB_WIDTH + 1;
    } else {
      column++;
    }
  }

  private Token number() throws CompileException {
    int radix = 10;
    int start = pos;
    if (src.charAt(pos) == '0' && pos + 1 < src.length()) {
      char p = src.charAt(pos + 1);
      if (p == 'x' || p == 'X') {
        radix = 16;
      } else if (p == 'b' || p == 'B') {
        radix = 2;
      }
      if (radix != 10) {
        advance();
        advance();
      }
    }
    long value = 0;
    int digits = 0;
    boolean lastUnderscore = false;
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '_') {
        if (digits == 0 || lastUnderscore) {
          throw error("misplaced '_' in number");
        }
        lastUnderscore = true;
        advance();
        continue;
      }
      int d = digitValue(c);
      if (d < 0 || d >= radix) {
        break;
      }
      value = value * radix + d;
      if (value >= Integer.MAX_VALUE) {
        throw new CompileException("number too large", tokenLine, tokenColumn);
      }
      digits++;
      lastUnderscore = false;
      advance();
    }
    if (lastUnderscore) {
      throw error("misplaced '_' in number");
    }
    if (digits == 0) {
      throw new CompileException("digits expected after " + src.substring(start, pos), tokenLine,
          tokenColumn);
    }
    if (pos < src.length() && (isIdentStart(src.charAt(pos)) || isDigit(src.charAt(pos)))) {
      throw error("unexpected '" + src.charAt(pos) + "' after number");
    }
    return make(TokenKind.NUMBER, String.valueOf(value));
  }

  private Token identifier() {
    int start = pos;
    while (pos < src.length() && (isIdentStart(src.charAt(pos)) || isDigit(src.charAt(pos)))) {
      advance();
    }
    String word = src.substring(start, pos);
    return make(keyword(word), word);
  }

  /** The keyword kind spelled `word`, or IDENT. */
  static TokenKind keyword(String word) {
    switch (word) {
      case "fun":
        return TokenKind.FUN;
      case "var":
        return TokenKind.VAR;
      case "const":
        return TokenKind.CONST;
      case "if":
        return TokenKind.IF;
      case "else":
        return TokenKind.ELSE;
      case "while":
        return TokenKind.WHILE;
      case "break":
        return TokenKind.BREAK;
      case "continue":
        return TokenKind.CONTINUE;
      case "return":
        return TokenKind.RETURN;
      case "print":
        return TokenKind.PRINT;
      case "true":
        return TokenKind.TRUE;
      case "false":
        return TokenKind.FALSE;
      case "int":
        return TokenKind.INT;
      case "bool":
        return TokenKind.BOOL;
      default:
        return TokenKind.IDENT;
    }
  }

  private Token string() throws CompileException {
    advance();
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= src.length() || src.charAt(pos) == '\n') {
        throw new CompileException("unterminated string", tokenLine, tokenColumn);
      }
      char c = src.charAt(pos);
      if (c == '"') {
        advance();
        break;
      }
      if (c == '\\') {
        advance();
        if (pos >= src.length()) {
          throw new CompileException("unterminated string", tokenLine, tokenColumn);
        }
        char e = src.charAt(pos);
        switch (e) {
          case 'n':
            sb.append('\n');
            break;
          case 't':
            sb.append('\t');
            break;
          case '"':
            sb.append('"');
            break;
          case '\\':
            sb.append('\\');
            break;
          default:
            throw error("unknown escape '\\" + e + "'");
        }
        advance();
      } else {
        sb.append(c);
        advance();
      }
    }
    return make(TokenKind.STRING, sb.toString());
  }

  private Token operator(char c) throws CompileException {
    char n = pos + 1 < src.length() ? src.charAt(pos + 1) : '\0';
    TokenKind two = null;
    if (n == '=') {
      switch (c) {
        case '=':
          two = TokenKind.EQ;
          break;
        case '!':
          two = TokenKind.NE;
          break;
        case '<':
          two = TokenKind.LE;
          break;
        case '>':
          two = TokenKind.GE;
          break;
        case '+':
          two = TokenKind.PLUS_ASSIGN;
          break;
        case '-':
          two = TokenKind.MINUS_ASSIGN;
          break;
        default:
          break;
      }
    } else if (c == '&' && n == '&') {
      two = TokenKind.AND;
    } else if (c == '|' && n == '|') {
      two = TokenKind.OR;
    }
    if (two != null) {
      advance();
      advance();
      return make(two, two.text());
    }
    TokenKind one = single(c);
    if (one == null) {
      throw error("unexpected character '" + c + "'");
    }
    advance();
    return make(one, one.text());
  }

  private static TokenKind single(char c) {
    switch (c) {
      case '(':
        return TokenKind.LPAREN;
      case ')':
        return TokenKind.RPAREN;
      case '{':
        return TokenKind.LBRACE;
      case '}':
        return TokenKind.RBRACE;
      case ',':
        return TokenKind.COMMA;
      case ';':
        return TokenKind.SEMI;
      case ':':
        return TokenKind.COLON;
      case '?':
        return TokenKind.QUESTION;
      case '+':
        return TokenKind.PLUS;
      case '-':
        return TokenKind.MINUS;
      case '*':
        return TokenKind.STAR;
      case '/':
        return TokenKind.SLASH;
      case '%':
        return TokenKind.PERCENT;
      case '=':
        return TokenKind.ASSIGN;
      case '<':
        return TokenKind.LT;
      case '>':
        return TokenKind.GT;
      case '!':
        return TokenKind.NOT;
      default:
        return null;
    }
  }

  private Token make(TokenKind kind, String text) {
    return new Token(kind, text, tokenLine, tokenColumn);
  }

  private CompileException error(String message) {
    return new CompileException(message, line, column);
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }

  static int digitValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }
}
