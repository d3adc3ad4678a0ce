/** The stack machine's instructions, with how many values each pops and pushes. */
public enum Op {
  PUSH(0, 1),
  POP(1, 0),
  DUP(1, 2),
  LOAD(0, 1),
  STORE(1, 0),
  GLOAD(0, 1),
  GSTORE(1, 0),
  ADD(2, 1),
  SUB(2, 1),
  MUL(2, 1),
  DIV(2, 1),
  MOD(2, 1),
  NEG(1, 1),
  NOT(1, 1),
  EQ(2, 1),
  NE(2, 1),
  LT(2, 1),
  LE(2, 1),
  GT(2, 1),
  GE(2, 1),
  JUMP(0, 0),
  JUMP_IF_FALSE(1, 0),
  JUMP_IF_TRUE(1, 0),
  CALL(0, 1),
  RET(1, 0),
  RET_VOID(0, 0),
  PRINT_INT(1, 0),
  PRINT_BOOL(1, 0),
  PRINT_STR(0, 0),
  PRINT_NL(0, 0),
  HALT(0, 0);

  private final int pops;
  private final int pushes;

  Op(int pops, int pushes) {
    this.pops = pops;
    this.pushes = pushes;
  }

  public int pops() {
    return pops;
  }

  public int pushes() {
    return pushes;
  }

  /** True for the instructions whose argument is a code address. */
  public boolean isJump() {
    return this == JUMP || this == JUMP_IF_FALSE || this == JUMP_IF_TRUE;
  }

  /** True for the instructions that never fall through to the next one. */
  public boolean endsBlock() {
    return this == JUMP || this == RET || this == RET_VOID || this == HALT;
  }

  /** True for the instructions printed with an argument. */
  public boolean hasArgument() {
    switch (this) {
      case PUSH:
      case LOAD:
      case STORE:
      case GLOAD:
      case GSTORE:
      case JUMP:
      case JUMP_IF_FALSE:
      case JUMP_IF_TRUE:
      case CALL:
      case PRINT_STR:
        return true;
      default:
        return false;
    }
  }
}
