import java.util.ArrayList;
import java.util.List;

/** `fun name(a: int, b: bool): int { ... }`; a function without `: type` returns nothing (VOID). */
public final class FunDecl {
  private final String name;
  private final List<String> params;
  private final List<Type> paramTypes;
  private final Type returnType;
  private final Stmt.Block body;
  private final int line;
  private final int column;

  public FunDecl(String name, List<String> params, List<Type> paramTypes, Type returnType,
      Stmt.Block body, int line, int column) {
    this.name = name;
    this.params = new ArrayList<>(params);
    this.paramTypes = new ArrayList<>(paramTypes);
    this.returnType = returnType;
    this.body = body;
    this.line = line;
    this.column = column;
  }

  public String name() {
    return name;
  }

  public List<String> params() {
    return params;
  }

  public List<Type> paramTypes() {
    return paramTypes;
  }

  public int arity() {
    return params.size();
  }

  public Type returnType() {
    return returnType;
  }

  public Stmt.Block body() {
    return body;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** The signature as written: `name(int, bool): int`. */
  public String signature() {
    StringBuilder sb = new StringBuilder(name).append('(');
    for (int i = 0; i < paramTypes.size(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(paramTypes.get(i).spelling());
    }
    sb.append("): ").append(returnType.spelling());
    return sb.toString();
  }
}
