import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles a checked Program to stack-machine code (Chunk). The main program comes first and
 * ends with HALT; each function follows with its parameters in slots 0..n-1 of its frame and its
 * locals after them, a slot reused once its block ends. Top-level declarations are globals. `&&`,
 * `||` and `?:` jump around the operand they do not need.
 */
public final class CodeGen implements ExprVisitor<Type>, StmtVisitor<Integer> {
  /** The loop being compiled: where `continue` goes and the `break` jumps to patch. */
  private static final class Loop {
    final int top;
    final List<Integer> breaks = new ArrayList<>();

    Loop(int top) {
      this.top = top;
    }
  }

  private final Program program;
  private final Chunk chunk = new Chunk();
  private final Map<String, Integer> globals = new HashMap<>();
  private final Map<String, Integer> functionIndex = new HashMap<>();
  private final Deque<Map<String, Integer>> scopes = new ArrayDeque<>();
  private final Deque<Loop> loops = new ArrayDeque<>();
  private int nextSlot;
  private int maxSlot;

  public CodeGen(Program program) {
    this.program = program;
  }

  /** Parses, checks and compiles `src`. */
  public static Chunk compile(String src) throws CompileException {
    Program p = Parser.parse(src);
    TypeChecker.check(p);
    return new CodeGen(p).generate();
  }

  /** The listing of `src` compiled, or the error's message. */
  public static String listing(String src) {
    try {
      return compile(src).disassemble();
    } catch (CompileException e) {
      return "error " + e.getMessage();
    }
  }

  /** Compiles the whole program; REQUIRES: the program passed TypeChecker. */
  public Chunk generate() {
    List<FunDecl> funs = program.functions();
    for (int i = 0; i < funs.size(); i++) {
      functionIndex.put(funs.get(i).name(), i);
    }
    nextSlot = 0;
    maxSlot = 0;
    for (Stmt s : program.statements()) {
      s.accept(this);
    }
    emit(Op.HALT, 0);
    chunk.setMainFrameSize(maxSlot);
    chunk.setGlobals(globals.size());
    for (FunDecl f : funs) {
      function(f);
    }
    return chunk;
  }

  private void function(FunDecl f) {
    int entry = chunk.size();
    Map<String, Integer> params = new HashMap<>();
    for (int i = 0; i < f.arity(); i++) {
      params.put(f.params().get(i), i);
    }
    scopes.push(params);
    nextSlot = f.arity();
    maxSlot = nextSlot;
    block(f.body().body());
    scopes.pop();
    if (f.returnType() != Type.VOID) {
      emit(Op.RET_VOID, 0);
    }
    chunk.addFunction(new Chunk.Function(f.name(), entry, f.arity(), maxSlot));
  }

  private void block(List<Stmt> body) {
    scopes.push(new HashMap<String, Integer>());
    int saved = nextSlot;
    for (Stmt s : body) {
      s.accept(this);
    }
    nextSlot = saved;
    scopes.pop();
  }

  private int emit(Op op, int arg) {
    return chunk.emit(new Instr(op, arg));
  }

  /** Emits a jump whose target is patched later; returns its address. */
  private int jump(Op op) {
    return chunk.emit(new Instr(op, -1));
  }

  private void patchHere(int at) {
    chunk.at(at).patch(chunk.size());
  }

  /** Loads the variable `name`: the innermost local, else the global. */
  private void load(String name) {
    for (Map<String, Integer> scope : scopes) {
      Integer slot = scope.get(name);
      if (slot != null) {
        emit(Op.LOAD, slot);
        return;
      }
    }
    emit(Op.GLOAD, globals.get(name));
  }

  private void store(String name) {
    for (Map<String, Integer> scope : scopes) {
      Integer slot = scope.get(name);
      if (slot != null) {
        emit(Op.STORE, slot);
        return;
      }
    }
    emit(Op.GSTORE, globals.get(name));
  }

  public Type visitNum(Expr.Num e) {
    emit(Op.PUSH, e.value());
    return Type.INT;
  }

  public Type visitBool(Expr.Bool e) {
    emit(Op.PUSH, e.value() ? 1 : 0);
    return Type.BOOL;
  }

  public Type visitVar(Expr.Var e) {
    load(e.name());
    return e.type();
  }

  public Type visitUnary(Expr.Unary e) {
    e.operand().accept(this);
    emit(e.op() == TokenKind.NOT ? Op.NOT : Op.NEG, 0);
    return e.type();
  }

  public Type visitBinary(Expr.Binary e) {
    if (e.op() == TokenKind.AND || e.op() == TokenKind.OR) {
      boolean and = e.op() == TokenKind.AND;
      e.left().accept(this);
      int shortCut = jump(and ? Op.JUMP_IF_FALSE : Op.JUMP_IF_TRUE);
      e.right().accept(this);
      int end = jump(Op.JUMP);
      patchHere(shortCut);
      emit(Op.PUSH, and ? 0 : 1);
      patchHere(end);
      return Type.BOOL;
    }
    e.left().accept(this);
    e.right().accept(this);
    emit(arithmetic(e.op()), 0);
    return e.type();
  }

  /** The instruction of a binary operator other than `&&` and `||`. */
  static Op arithmetic(TokenKind op) {
    switch (op) {
      case PLUS:
        return Op.ADD;
      case MINUS:
        return Op.SUB;
      case STAR:
        return Op.MUL;
      case SLASH:
        return Op.DIV;
      case PERCENT:
        return Op.MOD;
      case EQ:
        return Op.EQ;
      case NE:
        return Op.NE;
      case LT:
        return Op.LT;
      case LE:
        return Op.LE;
      case GT:
        return Op.GT;
      case GE:
        return Op.GE;
      default:
        throw new IllegalArgumentException("not an arithmetic operator: " + op);
    }
  }

  public Type visitCond(Expr.Cond e) {
    e.test().accept(this);
    int toElse = jump(Op.JUMP_IF_FALSE);
    e.then().accept(this);
    int end = jump(Op.JUMP);
    patchHere(toElse);
    e.otherwise().accept(this);
    patchHere(end);
    return e.type();
  }

  public Type visitCall(Expr.Call e) {
    for (Expr a : e.args()) {
      a.accept(this);
    }
    chunk.emit(new Instr(Op.CALL, functionIndex.get(e.name()), e.args().size()));
    return e.type();
  }

  public Integer visitLet(Stmt.Let s) {
    int start = chunk.size();
    s.init().accept(this);
    if (scopes.isEmpty()) {
      int g = globals.size();
      globals.put(s.name(), g);
      emit(Op.GSTORE, g);
      return start;
    }
    int slot = nextSlot++;
    if (nextSlot > maxSlot) {
      maxSlot = nextSlot;
    }
    scopes.peek().put(s.name(), slot);
    emit(Op.STORE, slot);
    return start;
  }

  public Integer visitAssign(Stmt.Assign s) {
    int start = chunk.size();
    if (s.op() == TokenKind.ASSIGN) {
      s.value().accept(this);
    } else {
      load(s.name());
      s.value().accept(this);
      emit(s.op() == TokenKind.PLUS_ASSIGN ? Op.ADD : Op.SUB, 0);
    }
    store(s.name());
    return start;
  }

  public Integer visitIf(Stmt.If s) {
    int start = chunk.size();
    s.test().accept(this);
    int toElse = jump(Op.JUMP_IF_FALSE);
    body(s.then());
    if (s.otherwise() == null) {
      patchHere(toElse);
      return start;
    }
    int end = jump(Op.JUMP);
    patchHere(toElse);
    body(s.otherwise());
    patchHere(end);
    return start;
  }

  /** A branch or a loop body: a block gets its own scope. */
  private void body(Stmt s) {
    if (s instanceof Stmt.Block) {
      block(((Stmt.Block) s).body());
    } else {
      s.accept(this);
    }
  }

  public Integer visitWhile(Stmt.While s) {
    int top = chunk.size();
    s.test().accept(this);
    int exit = jump(Op.JUMP_IF_FALSE);
    Loop loop = new Loop(top);
    loops.push(loop);
    body(s.body());
    loops.pop();
    emit(Op.JUMP, top);
    patchHere(exit);
    for (int b : loop.breaks) {
      patchHere(b);
    }
    return top;
  }

  public Integer visitJump(Stmt.Jump s) {
    Loop loop = loops.peek();
    if (s.isBreak()) {
      int at = jump(Op.JUMP);
      loop.breaks.add(at);
      return at;
    }
    return emit(Op.JUMP, loop.top);
  }

  public Integer visitReturn(Stmt.Return s) {
    int start = chunk.size();
    if (s.value() == null) {
      emit(Op.RET_VOID, 0);
    } else {
      s.value().accept(this);
      emit(Op.RET, 0);
    }
    return start;
  }

  public Integer visitPrint(Stmt.Print s) {
    int start = chunk.size();
    for (Object item : s.items()) {
      if (item instanceof String) {
        emit(Op.PRINT_STR, chunk.string((String) item));
      } else {
        Expr e = (Expr) item;
        Type t = e.accept(this);
        emit(t == Type.BOOL ? Op.PRINT_BOOL : Op.PRINT_INT, 0);
      }
    }
    emit(Op.PRINT_NL, 0);
    return start;
  }

  public Integer visitBlock(Stmt.Block s) {
    int start = chunk.size();
    block(s.body());
    return start;
  }

  public Integer visitExprStmt(Stmt.ExprStmt s) {
    int start = chunk.size();
    Type t = s.expr().accept(this);
    if (t != Type.VOID) {
      emit(Op.POP, 0);
    }
    return start;
  }
}
