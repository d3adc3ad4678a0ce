import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a Program's types and control flow and stores each expression's type in its node.
 * Functions may be called before their declaration; top-level `var`s and `const`s are globals
 * that every function sees. Errors and warnings (an unused local, a constant condition) are
 * collected and reported in source order; `check` throws the first error.
 */
public final class TypeChecker implements ExprVisitor<Type>, StmtVisitor<Boolean> {
  /** A declared name. */
  private static final class Symbol {
    final String name;
    final Type type;
    final boolean constant;
    final int line;
    final int column;
    boolean used;

    Symbol(String name, Type type, boolean constant, int line, int column) {
      this.name = name;
      this.type = type;
      this.constant = constant;
      this.line = line;
      this.column = column;
      this.used = false;
    }
  }

  /** A message at a position; ordered by line, then column, then text. */
  private static final class Diagnostic {
    final boolean error;
    final String message;
    final int line;
    final int column;

    Diagnostic(boolean error, String message, int line, int column) {
      this.error = error;
      this.message = message;
      this.line = line;
      this.column = column;
    }

    public String toString() {
      return line + ":" + column + ": " + (error ? "error: " : "warning: ") + message;
    }
  }

  private static final Comparator<Diagnostic> BY_POSITION = new Comparator<Diagnostic>() {
    public int compare(Diagnostic a, Diagnostic b) {
      if (a.line != b.line) {
        return Integer.compare(a.line, b.line);
      }
      if (a.column != b.column) {
        return Integer.compare(a.column, b.column);
      }
      return a.message.compareTo(b.message);
    }
  };

  private final Program program;
  private final Deque<Map<String, Symbol>> scopes = new ArrayDeque<>();
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private final Deque<Boolean> loopBreaks = new ArrayDeque<>();
  private FunDecl function;

  public TypeChecker(Program program) {
    this.program = program;
  }

  /** Checks `program`; throws its first error in source order. */
  public static void check(Program program) throws CompileException {
    TypeChecker c = new TypeChecker(program);
    c.run();
    for (Diagnostic d : c.diagnostics) {
      if (d.error) {
        throw new CompileException(d.message, d.line, d.column);
      }
    }
  }

  /** Every error and warning of `src`, one per line in source order, "ok" when there are none. */
  public static String report(String src) {
    try {
      TypeChecker c = new TypeChecker(Parser.parse(src));
      c.run();
      if (c.diagnostics.isEmpty()) {
        return "ok";
      }
      StringBuilder sb = new StringBuilder();
      for (Diagnostic d : c.diagnostics) {
        sb.append(d).append('\n');
      }
      return sb.toString();
    } catch (CompileException e) {
      return "syntax error " + e.getMessage();
    }
  }

  /** The type of every expression statement-level node of `src` once checked, as `expr: type`. */
  public static String types(String src) throws CompileException {
    Program p = Parser.parse(src);
    check(p);
    StringBuilder sb = new StringBuilder();
    for (Stmt s : p.statements()) {
      if (s instanceof Stmt.Let) {
        Expr init = ((Stmt.Let) s).init();
        sb.append(init).append(": ").append(init.type().spelling()).append('\n');
      } else if (s instanceof Stmt.Print) {
        for (Object item : ((Stmt.Print) s).items()) {
          if (item instanceof Expr) {
            sb.append(item).append(": ").append(((Expr) item).type().spelling()).append('\n');
          }
        }
      }
    }
    return sb.toString();
  }

  public int errorCount() {
    int n = 0;
    for (Diagnostic d : diagnostics) {
      if (d.error) {
        n++;
      }
    }
    return n;
  }

  /** Runs the checks once; the diagnostics are sorted afterwards. */
  public void run() {
    scopes.push(new HashMap<String, Symbol>());
    for (Stmt s : program.statements()) {
      s.accept(this);
    }
    for (FunDecl f : program.functions()) {
      checkFunction(f);
    }
    scopes.pop();
    Collections.sort(diagnostics, BY_POSITION);
  }

  private void checkFunction(FunDecl f) {
    function = f;
    Map<String, Symbol> params = new HashMap<>();
    for (int i = 0; i < f.arity(); i++) {
      Symbol s = new Symbol(f.params().get(i), f.paramTypes().get(i), false, f.line(), f.column());
      s.used = true;
      params.put(s.name, s);
    }
    scopes.push(params);
    boolean completes = statements(f.body().body());
    scopes.pop();
    if (completes && f.returnType() != Type.VOID) {
      error("missing return in " + f.name(), f.line(), f.column());
    }
    function = null;
  }

  /** Checks a list of statements in a new scope; false when the list cannot complete normally. */
  private boolean statements(List<Stmt> body) {
    scopes.push(new HashMap<String, Symbol>());
    boolean reachable = true;
    for (Stmt s : body) {
      if (!reachable) {
        error("unreachable statement", s.line(), s.column());
        break;
      }
      reachable = s.accept(this);
    }
    Map<String, Symbol> scope = scopes.pop();
    for (Symbol sym : scope.values()) {
      if (!sym.used) {
        warning("variable " + sym.name + " is never used", sym.line, sym.column);
      }
    }
    return reachable;
  }

  private Symbol lookup(String name) {
    for (Map<String, Symbol> scope : scopes) {
      Symbol s = scope.get(name);
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  public Type visitNum(Expr.Num e) {
    e.setType(Type.INT);
    return Type.INT;
  }

  public Type visitBool(Expr.Bool e) {
    e.setType(Type.BOOL);
    return Type.BOOL;
  }

  public Type visitVar(Expr.Var e) {
    Symbol s = lookup(e.name());
    if (s == null) {
      error("unknown variable " + e.name(), e.line(), e.column());
      e.setType(Type.ERROR);
      return Type.ERROR;
    }
    s.used = true;
    e.setType(s.type);
    return s.type;
  }

  public Type visitUnary(Expr.Unary e) {
    Type t = value(e.operand());
    Type want = e.op() == TokenKind.NOT ? Type.BOOL : Type.INT;
    if (t != Type.ERROR && t != want) {
      error("operator " + e.op().text() + " needs " + want.spelling() + ", not " + t.spelling(),
          e.line(), e.column());
    }
    e.setType(want);
    return want;
  }

  public Type visitBinary(Expr.Binary e) {
    Type l = value(e.left());
    Type r = value(e.right());
    Type operand;
    Type result;
    switch (e.op()) {
      case AND:
      case OR:
        operand = Type.BOOL;
        result = Type.BOOL;
        break;
      case LT:
      case LE:
      case GT:
      case GE:
        operand = Type.INT;
        result = Type.BOOL;
        break;
      case EQ:
      case NE:
        if (l != Type.ERROR && l != r) {
          error("cannot compare " + l.spelling() + " with " + r.spelling(), e.line(), e.column());
        }
        e.setType(Type.BOOL);
        return Type.BOOL;
      default:
        operand = Type.INT;
        result = Type.INT;
        break;
    }
    if ((l != Type.ERROR && l != operand) || (r != Type.ERROR && r != operand)) {
      Type bad = l != operand ? l : r;
      error("operator " + e.op().text() + " needs " + operand.spelling() + ", not "
          + bad.spelling(), e.line(), e.column());
    }
    if (e.op() == TokenKind.SLASH || e.op() == TokenKind.PERCENT) {
      if (e.right() instanceof Expr.Num && ((Expr.Num) e.right()).value() == 0) {
        warning("division by zero", e.line(), e.column());
      }
    }
    e.setType(result);
    return result;
  }

  public Type visitCond(Expr.Cond e) {
    condition(e.test(), "?:");
    Type a = value(e.then());
    Type b = value(e.otherwise());
    Type t = a;
    if (a == Type.ERROR) {
      t = b;
    } else if (b != Type.ERROR && a != b) {
      error("branches of ?: differ: " + a.spelling() + " and " + b.spelling(), e.line(),
          e.column());
    }
    e.setType(t);
    return t;
  }

  public Type visitCall(Expr.Call e) {
    FunDecl f = program.function(e.name());
    if (f == null) {
      error("unknown function " + e.name(), e.line(), e.column());
      for (Expr a : e.args()) {
        a.accept(this);
      }
      e.setType(Type.ERROR);
      return Type.ERROR;
    }
    if (e.args().size() != f.arity()) {
      error(f.name() + " takes " + f.arity() + " argument" + (f.arity() == 1 ? "" : "s")
          + ", not " + e.args().size(), e.line(), e.column());
    }
    for (int i = 0; i < e.args().size(); i++) {
      Type t = value(e.args().get(i));
      if (i < f.arity() && t != Type.ERROR && t != f.paramTypes().get(i)) {
        Expr a = e.args().get(i);
        error("argument " + (i + 1) + " of " + f.name() + " must be "
            + f.paramTypes().get(i).spelling() + ", not " + t.spelling(), a.line(), a.column());
      }
    }
    e.setType(f.returnType());
    return f.returnType();
  }

  /** The type of `e`, which must be a value: a void call is an error (and then ERROR). */
  private Type value(Expr e) {
    Type t = e.accept(this);
    if (t == Type.VOID) {
      error("a call of a function without a result has no value", e.line(), e.column());
      return Type.ERROR;
    }
    return t;
  }

  /** Checks a condition: a bool; a constant one is suspicious. */
  private void condition(Expr e, String where) {
    Type t = value(e);
    if (t != Type.ERROR && t != Type.BOOL) {
      error("condition of " + where + " must be bool, not " + t.spelling(), e.line(), e.column());
    }
    if (e instanceof Expr.Bool && !where.equals("while")) {
      warning("condition of " + where + " is always " + ((Expr.Bool) e).value(), e.line(),
          e.column());
    }
  }

  public Boolean visitLet(Stmt.Let s) {
    Type t = value(s.init());
    if (s.declared() != null) {
      if (t != Type.ERROR && t != s.declared()) {
        error("cannot initialise " + s.declared().spelling() + " " + s.name() + " with "
            + t.spelling(), s.line(), s.column());
      }
      t = s.declared();
    }
    if (s.isConstant() && !isConstantExpr(s.init())) {
      error("value of constant " + s.name() + " is not constant", s.line(), s.column());
    }
    Map<String, Symbol> scope = scopes.peek();
    if (scope.containsKey(s.name())) {
      error(s.name() + " is already defined", s.line(), s.column());
      return true;
    }
    Symbol sym = new Symbol(s.name(), t, s.isConstant(), s.line(), s.column());
    if (scopes.size() == 1) {
      sym.used = true;
    }
    scope.put(s.name(), sym);
    return true;
  }

  /** True for literals and constants combined by operators (no variables, no calls). */
  private boolean isConstantExpr(Expr e) {
    if (e.isConstant()) {
      return true;
    }
    if (e instanceof Expr.Var) {
      Symbol s = lookup(((Expr.Var) e).name());
      return s != null && s.constant;
    }
    if (e instanceof Expr.Unary) {
      return isConstantExpr(((Expr.Unary) e).operand());
    }
    if (e instanceof Expr.Binary) {
      Expr.Binary b = (Expr.Binary) e;
      return isConstantExpr(b.left()) && isConstantExpr(b.right());
    }
    if (e instanceof Expr.Cond) {
      Expr.Cond c = (Expr.Cond) e;
      return isConstantExpr(c.test()) && isConstantExpr(c.then()) && isConstantExpr(c.otherwise());
    }
    return false;
  }

  public Boolean visitAssign(Stmt.Assign s) {
    Type t = value(s.value());
    Symbol sym = lookup(s.name());
    if (sym == null) {
      error("unknown variable " + s.name(), s.line(), s.column());
      return true;
    }
    if (sym.constant) {
      error("cannot assign to constant " + s.name(), s.line(), s.column());
    }
    if (s.op() != TokenKind.ASSIGN && sym.type != Type.INT) {
      error("operator " + s.op().text() + " needs int, not " + sym.type.spelling(), s.line(),
          s.column());
    } else if (t != Type.ERROR && t != sym.type) {
      error("cannot assign " + t.spelling() + " to " + sym.type.spelling() + " " + s.name(),
          s.line(), s.column());
    }
    return true;
  }

  public Boolean visitIf(Stmt.If s) {
    condition(s.test(), "if");
    boolean a = branch(s.then());
    if (s.otherwise() == null) {
      return true;
    }
    boolean b = branch(s.otherwise());
    return a || b;
  }

  /** A branch or body; a block gets its own scope. */
  private boolean branch(Stmt s) {
    if (s instanceof Stmt.Block) {
      return statements(((Stmt.Block) s).body());
    }
    return s.accept(this);
  }

  public Boolean visitWhile(Stmt.While s) {
    condition(s.test(), "while");
    loopBreaks.push(false);
    branch(s.body());
    boolean broke = loopBreaks.pop();
    boolean forever = s.test() instanceof Expr.Bool && ((Expr.Bool) s.test()).value();
    return !forever || broke;
  }

  public Boolean visitJump(Stmt.Jump s) {
    if (s.isBreak() && !loopBreaks.isEmpty()) {
      loopBreaks.pop();
      loopBreaks.push(true);
    }
    return false;
  }

  public Boolean visitReturn(Stmt.Return s) {
    Type want = function == null ? Type.VOID : function.returnType();
    if (s.value() == null) {
      if (want != Type.VOID) {
        error("return without a value in " + function.name(), s.line(), s.column());
      }
      return false;
    }
    Type t = value(s.value());
    if (want == Type.VOID) {
      error("return with a value in a function without a result", s.line(), s.column());
    } else if (t != Type.ERROR && t != want) {
      error("cannot return " + t.spelling() + " from " + function.name() + ": "
          + want.spelling(), s.line(), s.column());
    }
    return false;
  }

  public Boolean visitPrint(Stmt.Print s) {
    for (Object item : s.items()) {
      if (item instanceof Expr) {
        value((Expr) item);
      }
    }
    return true;
  }

  public Boolean visitBlock(Stmt.Block s) {
    return statements(s.body());
  }

  public Boolean visitExprStmt(Stmt.ExprStmt s) {
    s.expr().accept(this);
    return true;
  }

  private void error(String message, int line, int column) {
    diagnostics.add(new Diagnostic(true, message, line, column));
  }

  private void warning(String message, int line, int column) {
    diagnostics.add(new Diagnostic(false, message, line, column));
  }
}
