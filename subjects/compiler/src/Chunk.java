import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Compiled code: the instructions, the string constants PRINT_STR names, the number of globals,
 * and each function's entry address, argument count and frame size. The main program starts at
 * address 0 and ends with HALT.
 */
public final class Chunk {
  /** A function's place in the code. */
  public static final class Function {
    private final String name;
    private final int entry;
    private final int arity;
    private final int frameSize;

    public Function(String name, int entry, int arity, int frameSize) {
      this.name = name;
      this.entry = entry;
      this.arity = arity;
      this.frameSize = frameSize;
    }

    public String name() {
      return name;
    }

    public int entry() {
      return entry;
    }

    public int arity() {
      return arity;
    }

    public int frameSize() {
      return frameSize;
    }
  }

  private final List<Instr> code = new ArrayList<>();
  private final List<String> strings = new ArrayList<>();
  private final List<Function> functions = new ArrayList<>();
  private int globals;
  private int mainFrameSize;

  public int emit(Instr i) {
    code.add(i);
    return code.size() - 1;
  }

  public int size() {
    return code.size();
  }

  public Instr at(int pc) {
    return code.get(pc);
  }

  public List<Instr> code() {
    return code;
  }

  /** The index of `s` in the string table, adding it once. */
  public int string(String s) {
    int i = strings.indexOf(s);
    if (i >= 0) {
      return i;
    }
    strings.add(s);
    return strings.size() - 1;
  }

  public String stringAt(int i) {
    return strings.get(i);
  }

  public int addFunction(Function f) {
    functions.add(f);
    return functions.size() - 1;
  }

  public Function function(int i) {
    return functions.get(i);
  }

  public int functionCount() {
    return functions.size();
  }

  public int globals() {
    return globals;
  }

  public void setGlobals(int globals) {
    this.globals = globals;
  }

  public int mainFrameSize() {
    return mainFrameSize;
  }

  public void setMainFrameSize(int n) {
    this.mainFrameSize = n;
  }

  /** How often each operation occurs, by name. */
  public Map<String, Integer> histogram() {
    Map<String, Integer> counts = new TreeMap<>();
    for (Instr i : code) {
      Integer old = counts.get(i.op().name());
      counts.put(i.op().name(), old == null ? 1 : old + 1);
    }
    return counts;
  }

  /** A listing: one instruction per line with its address, function entries labelled. */
  public String disassemble() {
    StringBuilder sb = new StringBuilder();
    for (int pc = 0; pc < code.size(); pc++) {
      for (Function f : functions) {
        if (f.entry() == pc) {
          sb.append(f.name()).append('/').append(f.arity()).append(" frame ")
              .append(f.frameSize()).append(":\n");
        }
      }
      String addr = String.valueOf(pc);
      for (int k = addr.length(); k < 4; k++) {
        sb.append('0');
      }
      sb.append(addr).append(' ').append(code.get(pc));
      if (code.get(pc).op() == Op.PRINT_STR) {
        sb.append(" ").append(Printer.quote(strings.get(code.get(pc).arg())));
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
