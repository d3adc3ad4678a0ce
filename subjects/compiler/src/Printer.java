/**
 * Writes trees back as source text that parses to the same tree: two spaces per level, one
 * statement per line, and parentheses only where precedence or left-to-right grouping needs them.
 */
public final class Printer implements ExprVisitor<String>, StmtVisitor<String> {
  private int depth;

  public Printer() {
    this.depth = 0;
  }

  public String function(FunDecl f) {
    StringBuilder sb = new StringBuilder();
    sb.append(indent()).append("fun ").append(f.name()).append('(');
    for (int i = 0; i < f.arity(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(f.params().get(i)).append(": ").append(f.paramTypes().get(i).spelling());
    }
    sb.append(')');
    if (f.returnType() != Type.VOID) {
      sb.append(": ").append(f.returnType().spelling());
    }
    sb.append(' ').append(block(f.body())).append('\n');
    return sb.toString();
  }

  public String visitNum(Expr.Num e) {
    return String.valueOf(e.value());
  }

  public String visitBool(Expr.Bool e) {
    return e.value() ? "true" : "false";
  }

  public String visitVar(Expr.Var e) {
    return e.name();
  }

  public String visitUnary(Expr.Unary e) {
    String inner = e.operand().accept(this);
    if (e.operand() instanceof Expr.Binary || e.operand() instanceof Expr.Cond) {
      inner = "(" + inner + ")";
    } else if (e.operand() instanceof Expr.Num && ((Expr.Num) e.operand()).value() < 0) {
      inner = "(" + inner + ")";
    }
    return e.op().text() + inner;
  }

  public String visitBinary(Expr.Binary e) {
    int p = e.op().precedence();
    String l = e.left().accept(this);
    String r = e.right().accept(this);
    if (needsParens(e.left(), p, false)) {
      l = "(" + l + ")";
    }
    if (needsParens(e.right(), p, true)) {
      r = "(" + r + ")";
    }
    return l + " " + e.op().text() + " " + r;
  }

  private static boolean needsParens(Expr child, int parent, boolean right) {
    if (child instanceof Expr.Cond) {
      return true;
    }
    if (!(child instanceof Expr.Binary)) {
      return false;
    }
    int p = ((Expr.Binary) child).op().precedence();
    return right ? p <= parent : p < parent;
  }

  public String visitCond(Expr.Cond e) {
    String t = e.test().accept(this);
    if (e.test() instanceof Expr.Cond) {
      t = "(" + t + ")";
    }
    return t + " ? " + e.then().accept(this) + " : " + e.otherwise().accept(this);
  }

  public String visitCall(Expr.Call e) {
    StringBuilder sb = new StringBuilder(e.name()).append('(');
    for (int i = 0; i < e.args().size(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(e.args().get(i).accept(this));
    }
    return sb.append(')').toString();
  }

  public String visitLet(Stmt.Let s) {
    StringBuilder sb = new StringBuilder(indent());
    sb.append(s.isConstant() ? "const " : "var ").append(s.name());
    if (s.declared() != null) {
      sb.append(": ").append(s.declared().spelling());
    }
    return sb.append(" = ").append(s.init().accept(this)).append(";\n").toString();
  }

  public String visitAssign(Stmt.Assign s) {
    return indent() + s.name() + " " + s.op().text() + " " + s.value().accept(this) + ";\n";
  }

  public String visitIf(Stmt.If s) {
    StringBuilder sb = new StringBuilder(indent());
    sb.append("if (").append(s.test().accept(this)).append(") ").append(body(s.then()));
    Stmt other = s.otherwise();
    while (other != null) {
      if (other instanceof Stmt.If) {
        Stmt.If elif = (Stmt.If) other;
        sb.append(" else if (").append(elif.test().accept(this)).append(") ");
        sb.append(body(elif.then()));
        other = elif.otherwise();
      } else {
        sb.append(" else ").append(body(other));
        other = null;
      }
    }
    return sb.append('\n').toString();
  }

  public String visitWhile(Stmt.While s) {
    return indent() + "while (" + s.test().accept(this) + ") " + body(s.body()) + "\n";
  }

  public String visitJump(Stmt.Jump s) {
    return indent() + s.kind().text() + ";\n";
  }

  public String visitReturn(Stmt.Return s) {
    if (s.value() == null) {
      return indent() + "return;\n";
    }
    return indent() + "return " + s.value().accept(this) + ";\n";
  }

  public String visitPrint(Stmt.Print s) {
    StringBuilder sb = new StringBuilder(indent()).append("print ");
    for (int i = 0; i < s.items().size(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      Object item = s.items().get(i);
      if (item instanceof String) {
        sb.append(quote((String) item));
      } else {
        sb.append(((Expr) item).accept(this));
      }
    }
    return sb.append(";\n").toString();
  }

  public String visitBlock(Stmt.Block s) {
    return indent() + block(s) + "\n";
  }

  public String visitExprStmt(Stmt.ExprStmt s) {
    return indent() + s.expr().accept(this) + ";\n";
  }

  /** A branch or loop body without its final newline: a block as is, another statement in braces. */
  private String body(Stmt s) {
    if (s instanceof Stmt.Block) {
      return block((Stmt.Block) s);
    }
    depth++;
    String inner = s.accept(this);
    depth--;
    return "{\n" + inner + indent() + "}";
  }

  private String block(Stmt.Block b) {
    StringBuilder sb = new StringBuilder("{\n");
    depth++;
    for (Stmt s : b.body()) {
      sb.append(s.accept(this));
    }
    depth--;
    return sb.append(indent()).append("}").toString();
  }

  private String indent() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      sb.append("  ");
    }
    return sb.toString();
  }

  /** `text` as a string literal, escaped as the lexer reads it. */
  public static String quote(String text) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\t') {
        sb.append("\\t");
      } else if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }
}
