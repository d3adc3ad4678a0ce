/** Every error the expression library reports: syntax errors, unknown names, division by zero. */
public class ExprException extends RuntimeException {
  public ExprException(String message) {
    super(message);
  }
}
