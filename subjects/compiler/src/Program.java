import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A parsed program: its functions by name, in declaration order, and its top-level statements. */
public final class Program {
  private final Map<String, FunDecl> functions = new LinkedHashMap<>();
  private final List<Stmt> main = new ArrayList<>();

  /** Adds a function; false when one of that name exists already. */
  public boolean addFunction(FunDecl f) {
    if (functions.containsKey(f.name())) {
      return false;
    }
    functions.put(f.name(), f);
    return true;
  }

  public void addStatement(Stmt s) {
    main.add(s);
  }

  public FunDecl function(String name) {
    return functions.get(name);
  }

  public List<FunDecl> functions() {
    return new ArrayList<>(functions.values());
  }

  public List<Stmt> statements() {
    return main;
  }

  /** The program as source text, as Printer writes it. */
  public String toString() {
    Printer p = new Printer();
    StringBuilder sb = new StringBuilder();
    for (FunDecl f : functions.values()) {
      sb.append(p.function(f));
    }
    for (Stmt s : main) {
      sb.append(s.accept(p));
    }
    return sb.toString();
  }
}
