/**
 * Recursive-descent parser. Grammar (usual precedence, left-associative):
 *   statement := IDENT '=' expression | expression
 *   expression := term (('+' | '-') term)*
 *   term := unary (('*' | '/' | '%') unary)*
 *   unary := '-' unary | primary
 *   primary := NUMBER | IDENT | IDENT '(' [expression (',' expression)*] ')' | '(' expression ')'
 */
public class Parser {
  private final Token[] tokens;
  private int pos;

  /** REQUIRES: tokens ends with an END token (as Tokenizer.tokenize returns). */
  public Parser(Token[] tokens) {
    this.tokens = tokens;
    pos = 0;
  }

  /** Parses one whole statement; throws ExprException on any syntax error. */
  public static Node parse(String text) {
    Parser parser = new Parser(new Tokenizer(text).tokenize());
    Node result = parser.parseStatement();
    parser.expect(Token.END, "end of input");
    return result;
  }

  private Token peek() {
    return tokens[pos];
  }

  private Token next() {
    Token t = tokens[pos];
    pos++;
    return t;
  }

  private Token expect(int kind, String what) {
    Token t = peek();
    if (t.kind != kind) {
      throw new ExprException("expected " + what + " at " + t.position);
    }
    pos++;
    return t;
  }

  public Node parseStatement() {
    if (peek().kind == Token.IDENT && tokens[pos + 1].isOperator("=")) {
      String name = next().text;
      next();
      return Node.assign(name, parseExpression());
    }
    return parseExpression();
  }

  public Node parseExpression() {
    Node left = parseTerm();
    while (peek().isOperator("+") || peek().isOperator("-")) {
      char op = next().text.charAt(0);
      Node right = parseTerm();
      left = Node.binary(op, left, right);
    }
    return left;
  }

  private Node parseTerm() {
    Node left = parseUnary();
    while (peek().isOperator("*") || peek().isOperator("/") || peek().isOperator("%")) {
      char op = next().text.charAt(0);
      Node right = parseUnary();
      left = Node.binary(op, left, right);
    }
    return left;
  }

  private Node parseUnary() {
    if (peek().isOperator("-")) {
      next();
      return Node.negate(parseUnary());
    }
    return parsePrimary();
  }

  private Node parsePrimary() {
    Token t = next();
    if (t.kind == Token.NUMBER) {
      return Node.number(t.value);
    }
    if (t.kind == Token.IDENT) {
      if (peek().kind == Token.LPAREN) {
        next();
        return parseCall(t.text);
      }
      return Node.variable(t.text);
    }
    if (t.kind == Token.LPAREN) {
      Node inner = parseExpression();
      expect(Token.RPAREN, "')'");
      return inner;
    }
    throw new ExprException("unexpected " + t + " at " + t.position);
  }

  private Node parseCall(String name) {
    Node call = Node.call(name);
    if (peek().kind != Token.RPAREN) {
      call.addArgument(parseExpression());
      while (peek().kind == Token.COMMA) {
        next();
        call.addArgument(parseExpression());
      }
    }
    expect(Token.RPAREN, "')'");
    return call;
  }
}
// Bug-exposing tests of expr-1: A number literal too large for int escapes the tokenizer as NumberFormatException instead of ExprException
public class Expr1Test {
  @Test(expected = ExprException.class)
  public void hugeLiteralIsASyntaxError() {
    new Tokenizer("1 + 99999999999").tokenize();
  }

  @Test
  public void hugeLiteralMessageNamesThePosition() {
    try {
      Parser.parse("x * 12345678901");
      Assert.fail("no exception");
    } catch (ExprException e) {
      Assert.assertEquals("number too large at 4", e.getMessage());
    }
  }

  @Test
  public void largestIntIsFine() {
    Assert.assertEquals(2147483647, new Tokenizer("2147483647").tokenize()[0].value);
  }
}
