/** A run-time failure of a compiled program: division by zero, a stack overflow, too many steps. */
public class VmException extends Exception {
  private final int pc;

  public VmException(String message, int pc) {
    super(message + " at pc " + pc);
    this.pc = pc;
  }

  public int getPc() {
    return pc;
  }
}
