/** One instruction: an operation, its argument (a value, slot, address or index) and a count. */
public final class Instr {
  private final Op op;
  private int arg;
  private final int count;

  public Instr(Op op, int arg, int count) {
    this.op = op;
    this.arg = arg;
    this.count = count;
  }

  public Instr(Op op, int arg) {
    this(op, arg, 0);
  }

  public Instr(Op op) {
    this(op, 0, 0);
  }

  public Op op() {
    return op;
  }

  public int arg() {
    return arg;
  }

  /** CALL's argument count. */
  public int count() {
    return count;
  }

  /** Sets a jump's target once it is known. */
  public void patch(int target) {
    if (!op.isJump()) {
      throw new IllegalStateException("not a jump: " + op);
    }
    this.arg = target;
  }

  public String toString() {
    if (op == Op.CALL) {
      return op.name() + " " + arg + " " + count;
    }
    return op.hasArgument() ? op.name() + " " + arg : op.name();
  }
}
