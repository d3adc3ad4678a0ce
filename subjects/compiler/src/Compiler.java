/**
 * The library's front door: every stage of the pipeline on one source text (tokens, tree,
 * checks, folding, code, run), each step's result or error written down in order. `run` and
 * `runOptimised` return what a program prints; `pipeline` returns the whole report.
 */
public final class Compiler {
  private boolean fold;
  private int stepLimit;

  public Compiler() {
    this.fold = true;
    this.stepLimit = VM.DEFAULT_STEPS;
  }

  public void setFold(boolean fold) {
    this.fold = fold;
  }

  public void setStepLimit(int limit) {
    if (limit <= 0) {
      throw new IllegalArgumentException("step limit " + limit);
    }
    this.stepLimit = limit;
  }

  /** Compiles `src` (folding it first when set) to code. */
  public Chunk compile(String src) throws CompileException {
    Program p = Parser.parse(src);
    TypeChecker.check(p);
    if (fold) {
      p = new ConstantFolder().fold(p);
    }
    return new CodeGen(p).generate();
  }

  /** What `src` prints when compiled and run, with the error that stopped it if any. */
  public String execute(String src) {
    try {
      VM vm = new VM(compile(src));
      vm.setStepLimit(stepLimit);
      try {
        vm.execute();
        return vm.output();
      } catch (VmException e) {
        return vm.output() + "runtime error " + e.getMessage() + " in " + vm.where() + "\n";
      }
    } catch (CompileException e) {
      return "compile error " + e.getMessage() + "\n";
    }
  }

  /** `src` run without folding. */
  public static String run(String src) {
    Compiler c = new Compiler();
    c.setFold(false);
    return c.execute(src);
  }

  /** `src` folded, then run. */
  public static String runOptimised(String src) {
    return new Compiler().execute(src);
  }

  /** Every stage of `src`, each under a heading: the whole report a scenario test compares. */
  public static String pipeline(String src) {
    StringBuilder t = new StringBuilder();
    t.append("== tokens\n");
    try {
      t.append(Lexer.histogram(src)).append('\n');
    } catch (CompileException e) {
      t.append("error ").append(e.getMessage()).append('\n');
      return t.toString();
    }
    t.append("== syntax\n").append(Parser.diagnose(src));
    if (!t.toString().endsWith("\n")) {
      t.append('\n');
    }
    t.append("== source\n").append(Parser.reformat(src));
    t.append("== checks\n").append(TypeChecker.report(src));
    if (!t.toString().endsWith("\n")) {
      t.append('\n');
    }
    t.append("== folded\n").append(ConstantFolder.foldSource(src));
    Chunk plain;
    Chunk folded;
    try {
      plain = CodeGen.compile(src);
      folded = new Compiler().compile(src);
    } catch (CompileException e) {
      t.append("\n== stopped: ").append(e.getMessage()).append('\n');
      return t.toString();
    }
    t.append("== code (").append(plain.size()).append(" instructions, ").append(folded.size())
        .append(" folded)\n");
    t.append(folded.disassemble());
    VM vm = new VM(plain);
    t.append("== run\n");
    try {
      vm.execute();
      t.append(vm.output());
    } catch (VmException e) {
      t.append(vm.output()).append("runtime error ").append(e.getMessage()).append(" in ")
          .append(vm.where()).append('\n');
    }
    t.append("== profile ").append(vm.steps()).append(" steps, depth ").append(vm.deepest())
        .append('\n').append(vm.profile()).append('\n');
    String optimised = runOptimised(src);
    if (!optimised.equals(vm.output()) && optimised.indexOf("runtime error") < 0) {
      t.append("== folded run differs\n").append(optimised);
    }
    return t.toString();
  }
}
