import java.util.ArrayList;
import java.util.List;

/**
 * A recursive-descent parser from tokens to a Program. Binary operators are parsed by precedence
 * climbing (TokenKind.precedence), all left-associative; `?:` binds loosest and groups to the
 * right. On a syntax error inside a statement the parser records it, skips to the end of that
 * statement (after a `;`, or before a `}` or a keyword that starts a statement) and goes on, so
 * `diagnose` reports every error; `parse` throws the first.
 */
public final class Parser {
  /** The deepest nesting of expressions and blocks accepted, so the parser's recursion is bounded. */
  public static final int MAX_DEPTH = 64;

  private final Lexer lexer;
  private final List<CompileException> errors = new ArrayList<>();
  private Token current;
  private Token previous;
  private int depth;
  private int loops;
  private boolean inFunction;

  public Parser(String src) throws CompileException {
    this.lexer = new Lexer(src);
    this.current = lexer.next();
    this.previous = current;
    this.depth = 0;
    this.loops = 0;
    this.inFunction = false;
  }

  /** The program `src`, or the first syntax error. */
  public static Program parse(String src) throws CompileException {
    Parser p = new Parser(src);
    Program program = p.program();
    if (!p.errors.isEmpty()) {
      throw p.errors.get(0);
    }
    return program;
  }

  /** One expression filling all of `src`. */
  public static Expr parseExpression(String src) throws CompileException {
    Parser p = new Parser(src);
    Expr e = p.expression();
    p.expect(TokenKind.EOF);
    return e;
  }

  /** Every syntax error of `src`, one message per line, or "ok". */
  public static String diagnose(String src) {
    List<CompileException> found;
    try {
      Parser p = new Parser(src);
      p.program();
      found = p.errors;
    } catch (CompileException e) {
      found = new ArrayList<>();
      found.add(e);
    }
    if (found.isEmpty()) {
      return "ok";
    }
    StringBuilder sb = new StringBuilder();
    for (CompileException e : found) {
      sb.append(e.getMessage()).append('\n');
    }
    return sb.toString();
  }

  /** `src` parsed and printed back by Printer, or the first error's message. */
  public static String reformat(String src) {
    try {
      return parse(src).toString();
    } catch (CompileException e) {
      return "error " + e.getMessage();
    }
  }

  public Program program() throws CompileException {
    Program program = new Program();
    while (!current.is(TokenKind.EOF)) {
      try {
        if (current.is(TokenKind.FUN)) {
          FunDecl f = function();
          if (!program.addFunction(f)) {
            errors.add(new CompileException("function " + f.name() + " is already defined",
                f.line(), f.column()));
          }
        } else {
          program.addStatement(statement());
        }
      } catch (CompileException e) {
        errors.add(e);
        recover();
      }
    }
    return program;
  }

  /** Skips to where a new statement can start: after a `;`, before a `}` or a statement keyword. */
  private void recover() throws CompileException {
    depth = 0;
    loops = 0;
    inFunction = false;
    while (!current.is(TokenKind.EOF)) {
      if (current.is(TokenKind.SEMI)) {
        advance();
        return;
      }
      switch (current.kind()) {
        case RBRACE:
          advance();
          return;
        case FUN:
        case VAR:
        case CONST:
        case IF:
        case WHILE:
        case PRINT:
        case RETURN:
          return;
        default:
          advance();
      }
    }
  }

  private FunDecl function() throws CompileException {
    Token start = expect(TokenKind.FUN);
    String name = expect(TokenKind.IDENT).text();
    expect(TokenKind.LPAREN);
    List<String> params = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    if (!current.is(TokenKind.RPAREN)) {
      do {
        Token p = expect(TokenKind.IDENT);
        if (params.contains(p.text())) {
          throw new CompileException("duplicate parameter " + p.text(), p.line(), p.column());
        }
        expect(TokenKind.COLON);
        params.add(p.text());
        types.add(type());
      } while (match(TokenKind.COMMA));
    }
    expect(TokenKind.RPAREN);
    Type ret = Type.VOID;
    if (match(TokenKind.COLON)) {
      ret = type();
    }
    inFunction = true;
    Stmt.Block body = block();
    inFunction = false;
    return new FunDecl(name, params, types, ret, body, start.line(), start.column());
  }

  private Type type() throws CompileException {
    if (current.is(TokenKind.INT) || current.is(TokenKind.BOOL)) {
      return Type.fromToken(advance().kind());
    }
    throw unexpected("a type");
  }

  Stmt statement() throws CompileException {
    Token start = current;
    switch (current.kind()) {
      case VAR:
      case CONST:
        return let();
      case IF:
        return ifStatement();
      case WHILE:
        return whileStatement();
      case BREAK:
      case CONTINUE:
        advance();
        if (loops == 0) {
          throw new CompileException(start.kind().text() + " outside a loop", start.line(),
              start.column());
        }
        expect(TokenKind.SEMI);
        return new Stmt.Jump(start.kind(), start.line(), start.column());
      case RETURN:
        return returnStatement();
      case PRINT:
        return print();
      case LBRACE:
        return block();
      case IDENT:
        if (isAssignOp(lexer.peek(0).kind())) {
          return assignment();
        }
        return expressionStatement();
      default:
        return expressionStatement();
    }
  }

  private static boolean isAssignOp(TokenKind k) {
    return k == TokenKind.ASSIGN || k == TokenKind.PLUS_ASSIGN || k == TokenKind.MINUS_ASSIGN;
  }

  private Stmt let() throws CompileException {
    Token start = advance();
    boolean constant = start.is(TokenKind.CONST);
    String name = expect(TokenKind.IDENT).text();
    Type declared = null;
    if (!constant && match(TokenKind.COLON)) {
      declared = type();
    }
    expect(TokenKind.ASSIGN);
    Expr init = expression();
    expect(TokenKind.SEMI);
    return new Stmt.Let(name, declared, init, constant, start.line(), start.column());
  }

  private Stmt assignment() throws CompileException {
    Token name = expect(TokenKind.IDENT);
    TokenKind op = advance().kind();
    Expr value = expression();
    expect(TokenKind.SEMI);
    return new Stmt.Assign(name.text(), op, value, name.line(), name.column());
  }

  private Stmt ifStatement() throws CompileException {
    Token start = expect(TokenKind.IF);
    expect(TokenKind.LPAREN);
    Expr test = expression();
    expect(TokenKind.RPAREN);
    Stmt then = nested();
    Stmt otherwise = null;
    if (match(TokenKind.ELSE)) {
      otherwise = nested();
    }
    return new Stmt.If(test, then, otherwise, start.line(), start.column());
  }

  private Stmt whileStatement() throws CompileException {
    Token start = expect(TokenKind.WHILE);
    expect(TokenKind.LPAREN);
    Expr test = expression();
    expect(TokenKind.RPAREN);
    loops++;
    Stmt body = nested();
    loops--;
    return new Stmt.While(test, body, start.line(), start.column());
  }

  /** A branch or loop body; a declaration there would be useless, so it must be in a block. */
  private Stmt nested() throws CompileException {
    if (current.is(TokenKind.VAR) || current.is(TokenKind.CONST)) {
      throw new CompileException("declaration not allowed here", current.line(), current.column());
    }
    enter();
    Stmt s = statement();
    depth--;
    return s;
  }

  private Stmt returnStatement() throws CompileException {
    Token start = expect(TokenKind.RETURN);
    if (!inFunction) {
      throw new CompileException("return outside a function", start.line(), start.column());
    }
    Expr value = null;
    if (!current.is(TokenKind.SEMI)) {
      value = expression();
    }
    expect(TokenKind.SEMI);
    return new Stmt.Return(value, start.line(), start.column());
  }

  private Stmt print() throws CompileException {
    Token start = expect(TokenKind.PRINT);
    List<Object> items = new ArrayList<>();
    do {
      if (current.is(TokenKind.STRING)) {
        items.add(advance().text());
      } else {
        items.add(expression());
      }
    } while (match(TokenKind.COMMA));
    expect(TokenKind.SEMI);
    return new Stmt.Print(items, start.line(), start.column());
  }

  private Stmt.Block block() throws CompileException {
    Token start = expect(TokenKind.LBRACE);
    enter();
    List<Stmt> body = new ArrayList<>();
    while (!current.is(TokenKind.RBRACE) && !current.is(TokenKind.EOF)) {
      body.add(statement());
    }
    expect(TokenKind.RBRACE);
    depth--;
    return new Stmt.Block(body, start.line(), start.column());
  }

  private Stmt expressionStatement() throws CompileException {
    Token start = current;
    Expr e = expression();
    if (!(e instanceof Expr.Call)) {
      throw new CompileException("not a statement", start.line(), start.column());
    }
    expect(TokenKind.SEMI);
    return new Stmt.ExprStmt(e, start.line(), start.column());
  }

  Expr expression() throws CompileException {
    enter();
    Expr test = binary(1);
    Expr result = test;
    if (current.is(TokenKind.QUESTION)) {
      Token q = advance();
      Expr then = expression();
      expect(TokenKind.COLON);
      Expr otherwise = expression();
      result = new Expr.Cond(test, then, otherwise, q.line(), q.column());
    }
    depth--;
    return result;
  }

  /** Operators of precedence `min` or higher, grouped to the left. */
  private Expr binary(int min) throws CompileException {
    Expr left = unary();
    while (current.kind().precedence() >= min) {
      Token op = advance();
      Expr right = binary(op.kind().precedence() + 1);
      left = new Expr.Binary(op.kind(), left, right, op.line(), op.column());
    }
    return left;
  }

  private Expr unary() throws CompileException {
    if (current.is(TokenKind.MINUS) || current.is(TokenKind.NOT)) {
      Token op = advance();
      enter();
      Expr operand = unary();
      depth--;
      if (op.is(TokenKind.MINUS) && operand instanceof Expr.Num) {
        int v = ((Expr.Num) operand).value();
        return new Expr.Num(-v, op.line(), op.column());
      }
      return new Expr.Unary(op.kind(), operand, op.line(), op.column());
    }
    return primary();
  }

  private Expr primary() throws CompileException {
    Token t = current;
    switch (t.kind()) {
      case NUMBER:
        advance();
        return new Expr.Num(Integer.parseInt(t.text()), t.line(), t.column());
      case TRUE:
      case FALSE:
        advance();
        return new Expr.Bool(t.is(TokenKind.TRUE), t.line(), t.column());
      case IDENT:
        advance();
        if (match(TokenKind.LPAREN)) {
          return new Expr.Call(t.text(), arguments(), t.line(), t.column());
        }
        return new Expr.Var(t.text(), t.line(), t.column());
      case LPAREN:
        advance();
        Expr inner = expression();
        expect(TokenKind.RPAREN);
        return inner;
      default:
        throw unexpected("an expression");
    }
  }

  /** The arguments after `(`, through the closing `)`. */
  private List<Expr> arguments() throws CompileException {
    List<Expr> args = new ArrayList<>();
    if (match(TokenKind.RPAREN)) {
      return args;
    }
    do {
      args.add(expression());
    } while (match(TokenKind.COMMA));
    expect(TokenKind.RPAREN);
    return args;
  }

  private void enter() throws CompileException {
    depth++;
    if (depth > MAX_DEPTH) {
      throw new CompileException("nesting too deep", current.line(), current.column());
    }
  }

  private Token advance() throws CompileException {
    previous = current;
    if (!current.is(TokenKind.EOF)) {
      current = lexer.next();
    }
    return previous;
  }

  private boolean match(TokenKind k) throws CompileException {
    if (current.is(k)) {
      advance();
      return true;
    }
    return false;
  }

  private Token expect(TokenKind k) throws CompileException {
    if (current.is(k)) {
      return advance();
    }
    throw unexpected(k == TokenKind.IDENT ? "a name" : "'" + k.text() + "'");
  }

  private CompileException unexpected(String wanted) {
    String found = current.is(TokenKind.EOF) ? "end of input" : "'" + describe(current) + "'";
    return new CompileException(wanted + " expected, found " + found, current.line(),
        current.column());
  }

  private static String describe(Token t) {
    if (t.is(TokenKind.STRING)) {
      return "\"" + t.text() + "\"";
    }
    return t.text();
  }
}
