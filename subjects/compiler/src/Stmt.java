import java.util.ArrayList;
import java.util.List;

/** A statement node. */
public abstract class Stmt {
  private final int line;
  private final int column;

  protected Stmt(int line, int column) {
    this.line = line;
    this.column = column;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  public abstract <R> R accept(StmtVisitor<R> v);

  public String toString() {
    return accept(new Printer());
  }

  /** `var x: int = e;`, `var x = e;` (the type of e) or `const X = e;` (e must be constant). */
  public static final class Let extends Stmt {
    private final String name;
    private final Type declared;
    private final Expr init;
    private final boolean constant;

    public Let(String name, Type declared, Expr init, boolean constant, int line, int column) {
      super(line, column);
      this.name = name;
      this.declared = declared;
      this.init = init;
      this.constant = constant;
    }

    public String name() {
      return name;
    }

    /** The written type, or null when the declaration infers it. */
    public Type declared() {
      return declared;
    }

    public Expr init() {
      return init;
    }

    public boolean isConstant() {
      return constant;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitLet(this);
    }
  }

  /** `x = e;`, `x += e;` or `x -= e;`. */
  public static final class Assign extends Stmt {
    private final String name;
    private final TokenKind op;
    private final Expr value;

    public Assign(String name, TokenKind op, Expr value, int line, int column) {
      super(line, column);
      this.name = name;
      this.op = op;
      this.value = value;
    }

    public String name() {
      return name;
    }

    public TokenKind op() {
      return op;
    }

    public Expr value() {
      return value;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitAssign(this);
    }
  }

  /** `if (c) s` with an optional `else s`. */
  public static final class If extends Stmt {
    private final Expr test;
    private final Stmt then;
    private final Stmt otherwise;

    public If(Expr test, Stmt then, Stmt otherwise, int line, int column) {
      super(line, column);
      this.test = test;
      this.then = then;
      this.otherwise = otherwise;
    }

    public Expr test() {
      return test;
    }

    public Stmt then() {
      return then;
    }

    /** The else branch, or null. */
    public Stmt otherwise() {
      return otherwise;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitIf(this);
    }
  }

  /** `while (c) s`. */
  public static final class While extends Stmt {
    private final Expr test;
    private final Stmt body;

    public While(Expr test, Stmt body, int line, int column) {
      super(line, column);
      this.test = test;
      this.body = body;
    }

    public Expr test() {
      return test;
    }

    public Stmt body() {
      return body;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitWhile(this);
    }
  }

  /** `break;` or `continue;`. */
  public static final class Jump extends Stmt {
    private final TokenKind kind;

    public Jump(TokenKind kind, int line, int column) {
      super(line, column);
      this.kind = kind;
    }

    public TokenKind kind() {
      return kind;
    }

    public boolean isBreak() {
      return kind == TokenKind.BREAK;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitJump(this);
    }
  }

  /** `return;` or `return e;`. */
  public static final class Return extends Stmt {
    private final Expr value;

    public Return(Expr value, int line, int column) {
      super(line, column);
      this.value = value;
    }

    /** The returned value, or null. */
    public Expr value() {
      return value;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitReturn(this);
    }
  }

  /** `print a, "text", b;`: the items are Strings (literals) and Exprs, printed on one line. */
  public static final class Print extends Stmt {
    private final List<Object> items;

    public Print(List<Object> items, int line, int column) {
      super(line, column);
      this.items = new ArrayList<>(items);
    }

    public List<Object> items() {
      return items;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitPrint(this);
    }
  }

  /** `{ s1 s2 ... }`: a scope. */
  public static final class Block extends Stmt {
    private final List<Stmt> body;

    public Block(List<Stmt> body, int line, int column) {
      super(line, column);
      this.body = new ArrayList<>(body);
    }

    public List<Stmt> body() {
      return body;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitBlock(this);
    }
  }

  /** A call evaluated for its effect: `f(x);`. */
  public static final class ExprStmt extends Stmt {
    private final Expr expr;

    public ExprStmt(Expr expr, int line, int column) {
      super(line, column);
      this.expr = expr;
    }

    public Expr expr() {
      return expr;
    }

    public <R> R accept(StmtVisitor<R> v) {
      return v.visitExprStmt(this);
    }
  }
}
