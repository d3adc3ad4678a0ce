import java.util.ArrayList;
import java.util.List;

/** An expression node. The type checker stores each node's type in it; the folder builds new nodes. */
public abstract class Expr {
  private final int line;
  private final int column;
  private Type type;

  protected Expr(int line, int column) {
    this.line = line;
    this.column = column;
    this.type = null;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** The type the checker gave this node, or null before checking. */
  public Type type() {
    return type;
  }

  public void setType(Type type) {
    this.type = type;
  }

  public abstract <R> R accept(ExprVisitor<R> v);

  /** True when the node is a literal (a number or a boolean). */
  public boolean isConstant() {
    return false;
  }

  public String toString() {
    return accept(new Printer());
  }

  /** An int literal. */
  public static final class Num extends Expr {
    private final int value;

    public Num(int value, int line, int column) {
      super(line, column);
      this.value = value;
    }

    public int value() {
      return value;
    }

    public boolean isConstant() {
      return true;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitNum(this);
    }
  }

  /** `true` or `false`. */
  public static final class Bool extends Expr {
    private final boolean value;

    public Bool(boolean value, int line, int column) {
      super(line, column);
      this.value = value;
    }

    public boolean value() {
      return value;
    }

    public boolean isConstant() {
      return true;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitBool(this);
    }
  }

  /** A use of a variable, a parameter or a constant. */
  public static final class Var extends Expr {
    private final String name;

    public Var(String name, int line, int column) {
      super(line, column);
      this.name = name;
    }

    public String name() {
      return name;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitVar(this);
    }
  }

  /** `-e` or `!e`. */
  public static final class Unary extends Expr {
    private final TokenKind op;
    private final Expr operand;

    public Unary(TokenKind op, Expr operand, int line, int column) {
      super(line, column);
      this.op = op;
      this.operand = operand;
    }

    public TokenKind op() {
      return op;
    }

    public Expr operand() {
      return operand;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitUnary(this);
    }
  }

  /** `l op r` for an arithmetic, comparison or logical operator. */
  public static final class Binary extends Expr {
    private final TokenKind op;
    private final Expr left;
    private final Expr right;

    public Binary(TokenKind op, Expr left, Expr right, int line, int column) {
      super(line, column);
      this.op = op;
      this.left = left;
      this.right = right;
    }

    public TokenKind op() {
      return op;
    }

    public Expr left() {
      return left;
    }

    public Expr right() {
      return right;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitBinary(this);
    }
  }

  /** `c ? a : b`. */
  public static final class Cond extends Expr {
    private final Expr test;
    private final Expr then;
    private final Expr otherwise;

    public Cond(Expr test, Expr then, Expr otherwise, int line, int column) {
      super(line, column);
      this.test = test;
      this.then = then;
      this.otherwise = otherwise;
    }

    public Expr test() {
      return test;
    }

    public Expr then() {
      return then;
    }

    public Expr otherwise() {
      return otherwise;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitCond(this);
    }
  }

  /** `f(a, b)`: a call of a function declared anywhere in the program. */
  public static final class Call extends Expr {
    private final String name;
    private final List<Expr> args;

    public Call(String name, List<Expr> args, int line, int column) {
      super(line, column);
      this.name = name;
      this.args = new ArrayList<>(args);
    }

    public String name() {
      return name;
    }

    public List<Expr> args() {
      return args;
    }

    public <R> R accept(ExprVisitor<R> v) {
      return v.visitCall(this);
    }
  }
}
