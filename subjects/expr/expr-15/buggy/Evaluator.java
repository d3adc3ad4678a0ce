/** Evaluates expression trees over int (Java wrap-around arithmetic) against an Environment. */
public class Evaluator {
  private final Environment env;

  /** A null environment means a fresh, empty one. */
  public Evaluator(Environment env) {
    this.env = env == null ? new Environment() : env;
  }

  public Environment environment() {
    return env;
  }

  public int evaluate(Node node) {
    if (node.kind == Node.NUMBER) {
      return node.value;
    }
    if (node.kind == Node.VARIABLE) {
      return env.get(node.name);
    }
    if (node.kind == Node.NEGATE) {
      return -evaluate(node.left);
    }
    if (node.kind == Node.ASSIGN) {
      int assigned = evaluate(node.left);
      if (!env.has(node.name)) {
        env.set(node.name, assigned);
      }
      return assigned;
    }
    if (node.kind == Node.BINARY) {
      int a = evaluate(node.left);
      int b = evaluate(node.right);
      return apply(node.op, a, b);
    }
    return call(node);
  }

  /** Throws ExprException for division or remainder by zero. */
  public static int apply(char op, int a, int b) {
    if (op == '+') {
      return a + b;
    }
    if (op == '-') {
      return a - b;
    }
    if (op == '*') {
      return a * b;
    }
    if (b == 0) {
      throw new ExprException("division by zero");
    }
    if (op == '/') {
      return a / b;
    }
    return a % b;
  }

  private int call(Node node) {
    String name = node.name;
    int n = node.argumentCount();
    if (name.equals("abs") && n == 1) {
      return Math.abs(evaluate(node.argument(0)));
    }
    if (name.equals("min") && n == 2) {
      return Math.min(evaluate(node.argument(0)), evaluate(node.argument(1)));
    }
    if (name.equals("max") && n == 2) {
      return Math.max(evaluate(node.argument(0)), evaluate(node.argument(1)));
    }
    if (name.equals("pow") && n == 2) {
      return power(evaluate(node.argument(0)), evaluate(node.argument(1)));
    }
    throw new ExprException("unknown function " + name + "/" + n);
  }

  /** base to the exponent by repeated multiplication; throws for a negative exponent. */
  public static int power(int base, int exponent) {
    if (exponent < 0) {
      throw new ExprException("negative exponent");
    }
    int result = 1;
    for (int i = 0; i < exponent; i++) {
      result = result * base;
    }
    return result;
  }

  /** Runs statements separated by ';' and returns the value of the last one (0 if none or null). */
  public int run(String program) {
    int last = 0;
    int start = 0;
    if (program != null) {
      while (start <= program.length()) {
        int end = program.indexOf(';', start);
        if (end < 0) {
          end = program.length();
        }
        String statement = program.substring(start, end).trim();
        if (!statement.isEmpty()) {
          last = evaluate(Parser.parse(statement));
        }
        start = end + 1;
      }
    }
    return last;
  }
}
