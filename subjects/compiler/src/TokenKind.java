/** The kinds of token of the source language; operators carry their spelling. */
public enum TokenKind {
  NUMBER(""),
  IDENT(""),
  STRING(""),
  FUN("fun"),
  VAR("var"),
  CONST("const"),
  IF("if"),
  ELSE("else"),
  WHILE("while"),
  BREAK("break"),
  CONTINUE("continue"),
  RETURN("return"),
  PRINT("print"),
  TRUE("true"),
  FALSE("false"),
  INT("int"),
  BOOL("bool"),
  LPAREN("("),
  RPAREN(")"),
  LBRACE("{"),
  RBRACE("}"),
  COMMA(","),
  SEMI(";"),
  COLON(":"),
  QUESTION("?"),
  PLUS("+"),
  MINUS("-"),
  STAR("*"),
  SLASH("/"),
  PERCENT("%"),
  ASSIGN("="),
  PLUS_ASSIGN("+="),
  MINUS_ASSIGN("-="),
  EQ("=="),
  NE("!="),
  LT("<"),
  LE("<="),
  GT(">"),
  GE(">="),
  AND("&&"),
  OR("||"),
  NOT("!"),
  EOF("end of input");

  private final String text;

  TokenKind(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  public boolean isKeyword() {
    return ordinal() >= FUN.ordinal() && ordinal() <= BOOL.ordinal();
  }

  /** Binding strength as a binary operator, 0 when the kind is not one. */
  public int precedence() {
    switch (this) {
      case OR:
        return 1;
      case AND:
        return 2;
      case EQ:
      case NE:
        return 3;
      case LT:
      case LE:
      case GT:
      case GE:
        return 4;
      case PLUS:
      case MINUS:
        return 5;
      case STAR:
      case SLASH:
      case PERCENT:
        return 6;
      default:
        return 0;
    }
  }
}
