import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Rewrites a checked Program into an equivalent one with constant subexpressions computed:
 * operators on literals (with Java's int wrap-around; a division by a literal zero is kept so the
 * program still fails at run time), uses of `const` names, identities that drop an operand without
 * side effects (`x + 0`, `x * 1`, `true && x`, `x || false`), `?:` and `if` on a literal
 * condition, and `while (false)`. Calls are never removed. The new nodes carry their types.
 */
public final class ConstantFolder implements ExprVisitor<Expr>, StmtVisitor<Stmt> {
  private final Deque<Map<String, Expr>> constants = new ArrayDeque<>();
  private int folds;

  public ConstantFolder() {
    this.folds = 0;
    constants.push(new HashMap<String, Expr>());
  }

  /** Parses, checks and folds `src`, and prints the result (or the error). */
  public static String foldSource(String src) {
    try {
      Program p = Parser.parse(src);
      TypeChecker.check(p);
      ConstantFolder f = new ConstantFolder();
      Program folded = f.fold(p);
      return folded.toString() + "// " + f.folds() + " folds\n";
    } catch (CompileException e) {
      return "error " + e.getMessage();
    }
  }

  /** The value of a constant expression of `src` (one expression), as text. */
  public static String evaluate(String src) throws CompileException {
    Program p = Parser.parse("print " + src + ";");
    TypeChecker.check(p);
    Stmt.Print s = (Stmt.Print) new ConstantFolder().fold(p).statements().get(0);
    return String.valueOf(s.items().get(0));
  }

  /** How many rewrites the last fold made. */
  public int folds() {
    return folds;
  }

  public Program fold(Program p) {
    Program out = new Program();
    List<Stmt> main = new ArrayList<>();
    for (Stmt s : p.statements()) {
      Stmt f = s.accept(this);
      if (!(f instanceof Stmt.Block && ((Stmt.Block) f).body().isEmpty())) {
        main.add(f);
      }
    }
    for (FunDecl f : p.functions()) {
      constants.push(new HashMap<String, Expr>());
      for (String param : f.params()) {
        constants.peek().put(param, null);
      }
      Stmt.Block body = (Stmt.Block) visitBlock(f.body());
      constants.pop();
      out.addFunction(new FunDecl(f.name(), f.params(), f.paramTypes(), f.returnType(), body,
          f.line(), f.column()));
    }
    for (Stmt s : main) {
      out.addStatement(s);
    }
    return out;
  }

  private Expr typed(Expr e, Type t) {
    e.setType(t);
    folds++;
    return e;
  }

  private Expr num(int v, Expr at) {
    return typed(new Expr.Num(v, at.line(), at.column()), Type.INT);
  }

  private Expr bool(boolean v, Expr at) {
    return typed(new Expr.Bool(v, at.line(), at.column()), Type.BOOL);
  }

  /** True when evaluating `e` has no effect besides its value (no call anywhere inside). */
  static boolean isPure(Expr e) {
    if (e instanceof Expr.Call) {
      return false;
    }
    if (e instanceof Expr.Unary) {
      return isPure(((Expr.Unary) e).operand());
    }
    if (e instanceof Expr.Binary) {
      Expr.Binary b = (Expr.Binary) e;
      return isPure(b.left()) && isPure(b.right());
    }
    if (e instanceof Expr.Cond) {
      Expr.Cond c = (Expr.Cond) e;
      return isPure(c.test()) && isPure(c.then()) && isPure(c.otherwise());
    }
    return true;
  }

  public Expr visitNum(Expr.Num e) {
    return e;
  }

  public Expr visitBool(Expr.Bool e) {
    return e;
  }

  public Expr visitVar(Expr.Var e) {
    for (Map<String, Expr> scope : constants) {
      if (scope.containsKey(e.name())) {
        Expr value = scope.get(e.name());
        if (value == null) {
          return e;
        }
        if (value instanceof Expr.Num) {
          return num(((Expr.Num) value).value(), e);
        }
        return bool(((Expr.Bool) value).value(), e);
      }
    }
    return e;
  }

  public Expr visitUnary(Expr.Unary e) {
    Expr operand = e.operand().accept(this);
    if (operand instanceof Expr.Num && e.op() == TokenKind.MINUS) {
      return num(-((Expr.Num) operand).value(), e);
    }
    if (operand instanceof Expr.Bool && e.op() == TokenKind.NOT) {
      return bool(!((Expr.Bool) operand).value(), e);
    }
    if (operand instanceof Expr.Unary && ((Expr.Unary) operand).op() == e.op()) {
      folds++;
      return ((Expr.Unary) operand).operand();
    }
    Expr out = new Expr.Unary(e.op(), operand, e.line(), e.column());
    out.setType(e.type());
    return out;
  }

  public Expr visitBinary(Expr.Binary e) {
    Expr l = e.left().accept(this);
    Expr r = e.right().accept(this);
    if (l instanceof Expr.Num && r instanceof Expr.Num) {
      Expr folded = arithmetic(e, ((Expr.Num) l).value(), ((Expr.Num) r).value());
      if (folded != null) {
        return folded;
      }
    }
    if (l instanceof Expr.Bool && r instanceof Expr.Bool) {
      boolean a = ((Expr.Bool) l).value();
      boolean b = ((Expr.Bool) r).value();
      switch (e.op()) {
        case AND:
          return bool(a && b, e);
        case OR:
          return bool(a || b, e);
        case EQ:
          return bool(a == b, e);
        case NE:
          return bool(a != b, e);
        default:
          break;
      }
    }
    Expr simpler = identity(e.op(), l, r);
    if (simpler != null) {
      folds++;
      return simpler;
    }
    Expr out = new Expr.Binary(e.op(), l, r, e.line(), e.column());
    out.setType(e.type());
    return out;
  }

  /** `a op b` on two int literals, or null when it must stay (a division by zero). */
  private Expr arithmetic(Expr.Binary e, int a, int b) {
    switch (e.op()) {
      case PLUS:
        return num(a + b, e);
      case MINUS:
        return num(a - b, e);
      case STAR:
        return num(a * b, e);
      case SLASH:
        if (b == 0) {
          return null;
        }
        return num(a / b, e);
      case PERCENT:
        if (b == 0) {
          return null;
        }
        return num(a % b, e);
      case EQ:
        return bool(a == b, e);
      case NE:
        return bool(a != b, e);
      case LT:
        return bool(a < b, e);
      case LE:
        return bool(a <= b, e);
      case GT:
        return bool(a > b, e);
      case GE:
        return bool(a >= b, e);
      default:
        return null;
    }
  }

  /** The operand that `l op r` equals when the other one is a neutral literal, else null. */
  private static Expr identity(TokenKind op, Expr l, Expr r) {
    switch (op) {
      case PLUS:
        if (isNum(r, 0)) {
          return l;
        }
        if (isNum(l, 0)) {
          return r;
        }
        return null;
      case MINUS:
        if (isNum(l, 0)) {
          return r;
        }
        return isNum(r, 0) ? l : null;
      case STAR:
        if (isNum(r, 1)) {
          return l;
        }
        if (isNum(l, 1)) {
          return r;
        }
        return null;
      case SLASH:
        return isNum(r, 1) ? l : null;
      case AND:
        if (isBool(l, true)) {
          return r;
        }
        if (isBool(r, true)) {
          return l;
        }
        if (isBool(l, false)) {
          return l;
        }
        return null;
      case OR:
        if (isBool(l, false)) {
          return r;
        }
        if (isBool(r, false)) {
          return l;
        }
        if (isBool(l, true)) {
          return l;
        }
        return null;
      default:
        return null;
    }
  }

  private static boolean isNum(Expr e, int v) {
    return e instanceof Expr.Num && ((Expr.Num) e).value() == v;
  }

  private static boolean isBool(Expr e, boolean v) {
    return e instanceof Expr.Bool && ((Expr.Bool) e).value() == v;
  }

  public Expr visitCond(Expr.Cond e) {
    Expr test = e.test().accept(this);
    Expr then = e.then().accept(this);
    Expr otherwise = e.otherwise().accept(this);
    if (test instanceof Expr.Bool) {
      folds++;
      return ((Expr.Bool) test).value() ? then : otherwise;
    }
    Expr out = new Expr.Cond(test, then, otherwise, e.line(), e.column());
    out.setType(e.type());
    return out;
  }

  public Expr visitCall(Expr.Call e) {
    List<Expr> args = new ArrayList<>();
    for (Expr a : e.args()) {
      args.add(a.accept(this));
    }
    Expr out = new Expr.Call(e.name(), args, e.line(), e.column());
    out.setType(e.type());
    return out;
  }

  public Stmt visitLet(Stmt.Let s) {
    Expr init = s.init().accept(this);
    if (s.isConstant() && init.isConstant()) {
      constants.peek().put(s.name(), init);
    } else {
      constants.peek().put(s.name(), null);
    }
    return new Stmt.Let(s.name(), s.declared(), init, s.isConstant(), s.line(), s.column());
  }

  public Stmt visitAssign(Stmt.Assign s) {
    return new Stmt.Assign(s.name(), s.op(), s.value().accept(this), s.line(), s.column());
  }

  public Stmt visitIf(Stmt.If s) {
    Expr test = s.test().accept(this);
    if (test instanceof Expr.Bool) {
      folds++;
      Stmt taken = ((Expr.Bool) test).value() ? s.then() : s.otherwise();
      if (taken == null) {
        return new Stmt.Block(new ArrayList<Stmt>(), s.line(), s.column());
      }
      return branch(taken);
    }
    Stmt then = branch(s.then());
    Stmt otherwise = s.otherwise() == null ? null : branch(s.otherwise());
    return new Stmt.If(test, then, otherwise, s.line(), s.column());
  }

  /** A branch or body, with a scope of its own when it is a block. */
  private Stmt branch(Stmt s) {
    return s.accept(this);
  }

  public Stmt visitWhile(Stmt.While s) {
    Expr test = s.test().accept(this);
    if (test instanceof Expr.Bool && !((Expr.Bool) test).value()) {
      folds++;
      return new Stmt.Block(new ArrayList<Stmt>(), s.line(), s.column());
    }
    return new Stmt.While(test, branch(s.body()), s.line(), s.column());
  }

  public Stmt visitJump(Stmt.Jump s) {
    return s;
  }

  public Stmt visitReturn(Stmt.Return s) {
    if (s.value() == null) {
      return s;
    }
    return new Stmt.Return(s.value().accept(this), s.line(), s.column());
  }

  public Stmt visitPrint(Stmt.Print s) {
    List<Object> items = new ArrayList<>();
    for (Object item : s.items()) {
      if (item instanceof Expr) {
        items.add(((Expr) item).accept(this));
      } else {
        items.add(item);
      }
    }
    return new Stmt.Print(items, s.line(), s.column());
  }

  public Stmt visitBlock(Stmt.Block s) {
    constants.push(new HashMap<String, Expr>());
    List<Stmt> body = new ArrayList<>();
    for (Stmt st : s.body()) {
      Stmt f = st.accept(this);
      if (f instanceof Stmt.Block && ((Stmt.Block) f).body().isEmpty()) {
        continue;
      }
      body.add(f);
    }
    constants.pop();
    return new Stmt.Block(body, s.line(), s.column());
  }

  public Stmt visitExprStmt(Stmt.ExprStmt s) {
    return new Stmt.ExprStmt(s.expr().accept(this), s.line(), s.column());
  }
}
