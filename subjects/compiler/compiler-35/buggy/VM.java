import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Runs a Chunk. Values are ints (booleans are 0 and 1) on one operand stack; each call gets a
 * frame of locals. Arithmetic wraps as Java's int does; division and remainder by zero, a full
 * stack, too deep a recursion and too many steps stop the run with a VmException. What the
 * program prints is kept in order and returned by `output`.
 */
public final class VM {
  public static final int DEFAULT_STACK = 256;
  public static final int DEFAULT_DEPTH = 64;
  public static final int DEFAULT_STEPS = 100000;

  /** One activation: its function (null for main), its locals and where to return. */
  private static final class Frame {
    final Chunk.Function function;
    final int[] locals;
    final int returnPc;
    final int stackBase;

    Frame(Chunk.Function function, int[] locals, int returnPc, int stackBase) {
      this.function = function;
      this.locals = locals;
      this.returnPc = returnPc;
      this.stackBase = stackBase;
    }

    String name() {
      return function == null ? "main" : function.name();
    }
  }

  private final Chunk chunk;
  private final int[] stack;
  private final int[] globals;
  private final Deque<Frame> frames = new ArrayDeque<>();
  private final StringBuilder out = new StringBuilder();
  private final int[] executed = new int[Op.values().length];
  private int sp;
  private int pc;
  private int maxDepth;
  private int stepLimit;
  private long steps;
  private int deepest;

  public VM(Chunk chunk) {
    this(chunk, DEFAULT_STACK);
  }

  public VM(Chunk chunk, int stackSize) {
    if (stackSize < 1) {
      throw new IllegalArgumentException("stack size " + stackSize);
    }
    this.chunk = chunk;
    this.stack = new int[stackSize];
    this.globals = new int[chunk.globals()];
    this.maxDepth = DEFAULT_DEPTH;
    this.stepLimit = DEFAULT_STEPS;
  }

  /** Compiles and runs `src`: what it printed, then the error that stopped it if any. */
  public static String run(String src) {
    Chunk c;
    try {
      c = CodeGen.compile(src);
    } catch (CompileException e) {
      return "compile error " + e.getMessage();
    }
    VM vm = new VM(c);
    try {
      vm.execute();
      return vm.output();
    } catch (VmException e) {
      return vm.output() + "runtime error " + e.getMessage() + " in " + vm.where() + "\n";
    }
  }

  public void setMaxDepth(int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth " + depth);
    }
    this.maxDepth = depth;
  }

  public void setStepLimit(int limit) {
    this.stepLimit = limit;
  }

  public String output() {
    return out.toString();
  }

  public long steps() {
    return steps;
  }

  /** The deepest call nesting reached (main is 1). */
  public int deepest() {
    return deepest;
  }

  /** The global slot `i` after the run. */
  public int global(int i) {
    return globals[i];
  }

  /** The function running when the machine stopped. */
  public String where() {
    return frames.isEmpty() ? "main" : frames.peek().name();
  }

  /** How many times each operation ran, the most frequent first (ties in the order of Op), `OP=n` each. */
  public String profile() {
    StringBuilder sb = new StringBuilder();
    boolean[] done = new boolean[executed.length];
    for (int round = 0; round < executed.length; round++) {
      int best = -1;
      for (int i = 0; i < executed.length; i++) {
        if (done[i] || executed[i] == 0) {
          continue;
        }
        if (best < 0 || executed[i] > executed[best]) {
          best = i;
        }
      }
      if (best < 0) {
        break;
      }
      done[best] = true;
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(Op.values()[best].name()).append('=').append(executed[best]);
    }
    return sb.toString();
  }

  /** Runs from address 0 to HALT. */
  public void execute() throws VmException {
    pc = 0;
    sp = 0;
    frames.clear();
    frames.push(new Frame(null, new int[chunk.mainFrameSize()], -1, 0));
    deepest = 1;
    while (true) {
      if (pc < 0 || pc >= chunk.size()) {
        throw new VmException("jump out of code", pc);
      }
      if (++steps > stepLimit) {
        throw new VmException("step limit exceeded", pc);
      }
      Instr in = chunk.at(pc);
      executed[in.op().ordinal()]++;
      pc++;
      if (!step(in)) {
        return;
      }
    }
  }

  /** Executes one instruction; false at HALT. */
  private boolean step(Instr in) throws VmException {
    Frame f = frames.peek();
    switch (in.op()) {
      case PUSH:
        push(in.arg());
        break;
      case POP:
        pop();
        break;
      case DUP:
        int top = pop();
        push(top);
        push(top);
        break;
      case LOAD:
        push(f.locals[in.arg()]);
        break;
      case STORE:
        f.locals[in.arg()] = pop();
        break;
      case GLOAD:
        push(globals[in.arg()]);
        break;
      case GSTORE:
        globals[in.arg()] = pop();
        break;
      case NEG:
        push(-pop());
        break;
      case NOT:
        push(pop() == 0 ? 1 : 0);
        break;
      case JUMP:
        pc = in.arg();
        break;
      case JUMP_IF_FALSE:
        if (pop() == 0) {
          pc = in.arg();
        }
        break;
      case JUMP_IF_TRUE:
        if (pop() != 0) {
          pc = in.arg();
        }
        break;
      case CALL:
        call(chunk.function(in.arg()), in.count());
        break;
      case RET:
        int result = pop();
        leave();
        push(result);
        break;
      case RET_VOID:
        leave();
        break;
      case PRINT_INT:
        out.append(pop());
        break;
      case PRINT_BOOL:
        out.append(pop() != 0 ? "true" : "false");
        break;
      case PRINT_STR:
        out.append(chunk.stringAt(in.arg()));
        break;
      case PRINT_NL:
        out.append('\n');
        break;
      case HALT:
        return false;
      default:
        int b = pop();
        int a = pop();
        push(binary(in.op(), a, b));
        break;
    }
    return true;
  }

  /** The result of a two-operand instruction. */
  private int binary(Op op, int a, int b) throws VmException {
    switch (op) {
      case ADD:
        return a + b;
      case SUB:
        return a - b;
      case MUL:
        return a * b;
      case DIV:
        if (b == 0) {
          throw new VmException("division by zero", pc - 1);
        }
        return a / b;
      case MOD:
        return a % b;
      case EQ:
        return a == b ? 1 : 0;
      case NE:
        return a != b ? 1 : 0;
      case LT:
        return a < b ? 1 : 0;
      case LE:
        return a <= b ? 1 : 0;
      case GT:
        return a > b ? 1 : 0;
      case GE:
        return a >= b ? 1 : 0;
      default:
        throw new VmException("bad instruction " + op, pc - 1);
    }
  }

  /** Moves `argc` arguments from the stack into a new frame and jumps to the function. */
  private void call(Chunk.Function fn, int argc) throws VmException {
    if (frames.size() >= maxDepth) {
      throw new VmException("call depth exceeded", pc - 1);
    }
    if (argc != fn.arity()) {
      throw new VmException(fn.name() + " called with " + argc + " arguments", pc - 1);
    }
    int[] locals = new int[Math.max(fn.frameSize(), argc)];
    for (int i = argc - 1; i >= 0; i--) {
      locals[i] = pop();
    }
    frames.push(new Frame(fn, locals, pc, sp));
    if (frames.size() > deepest) {
      deepest = frames.size();
    }
    pc = fn.entry();
  }

  private void leave() throws VmException {
    Frame f = frames.pop();
    if (sp != f.stackBase) {
      throw new VmException("unbalanced stack in " + f.name(), pc - 1);
    }
    pc = f.returnPc;
  }

  private void push(int v) throws VmException {
    if (sp == stack.length) {
      throw new VmException("stack overflow", pc - 1);
    }
    stack[sp++] = v;
  }

  private int pop() throws VmException {
    if (sp == 0) {
      throw new VmException("stack underflow", pc - 1);
    }
    return stack[--sp];
  }
}
