/** A node of the expression tree. Which fields are used depends on kind. */
public class Node {
  public static final int NUMBER = 0;
  public static final int VARIABLE = 1;
  public static final int NEGATE = 2;
  public static final int BINARY = 3;
  public static final int ASSIGN = 4;
  public static final int CALL = 5;

  public final int kind;
  public int value;
  public String name;
  public char op;
  public Node left;
  public Node right;
  private Node[] arguments;
  private int argumentCount;

  private Node(int kind) {
    this.kind = kind;
  }

  public static Node number(int value) {
    Node n = new Node(NUMBER);
    n.value = value;
    return n;
  }

  public static Node variable(String name) {
    Node n = new Node(VARIABLE);
    n.name = name;
    return n;
  }

  public static Node negate(Node operand) {
    Node n = new Node(NEGATE);
    n.left = operand;
    return n;
  }

  public static Node binary(char op, Node left, Node right) {
    Node n = new Node(BINARY);
    n.op = op;
    n.left = left;
    n.right = right;
    return n;
  }

  /** name = value; the assigned expression is left. */
  public static Node assign(String name, Node value) {
    Node n = new Node(ASSIGN);
    n.name = name;
    n.left = value;
    return n;
  }

  public static Node call(String name) {
    Node n = new Node(CALL);
    n.name = name;
    n.arguments = new Node[2];
    return n;
  }

  public void addArgument(Node argument) {
    if (argumentCount == arguments.length) {
      Node[] bigger = new Node[arguments.length * 2];
      for (int i = 0; i < argumentCount; i++) {
        bigger[i] = arguments[i];
      }
      arguments = bigger;
    }
    arguments[argumentCount] = argument;
    argumentCount++;
  }

  public int argumentCount() {
    return argumentCount;
  }

  public Node argument(int index) {
    if (index < 0 || index >= argumentCount) {
      throw new ExprException("no argument " + index + " in call of " + name);
    }
    return arguments[index];
  }

  /** Levels of the tree below and including this node. */
  public int depth() {
    int deepest = 0;
    if (left != null) {
      deepest = Math.max(deepest, left.depth());
    }
    if (right != null) {
      deepest = Math.max(deepest, right.depth());
    }
    for (int i = 0; i < argumentCount; i++) {
      deepest = Math.max(deepest, arguments[i].depth());
    }
    return deepest + 1;
  }

  /** Fully parenthesised form, e.g. "(1 + (2 * x))". */
  public String toString() {
    if (kind == NUMBER) {
      return String.valueOf(value);
    }
    if (kind == VARIABLE) {
      return name;
    }
    if (kind == NEGATE) {
      return "-" + left.toString();
    }
    if (kind == ASSIGN) {
      return name + " = " + left.toString();
    }
    if (kind == BINARY) {
      return "(" + left.toString() + " " + op + " " + right.toString() + ")";
    }
    StringBuilder sb = new StringBuilder(name);
    sb.append('(');
    for (int i = 0; i < argumentCount; i++) {
      sb.append(", ");
      sb.append(arguments[i].toString());
    }
    sb.append(')');
    return sb.toString();
  }
}
