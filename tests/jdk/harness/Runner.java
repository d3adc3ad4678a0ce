// Runs subject-language test classes on the JVM and prints the outcome of every test in the format
// `aprgrid-attempt test` prints, so the two outputs compare byte for byte:
//
//   Class.method PASS | FAIL <message> | ERROR <ExceptionSimpleName>
//
// sorted by "Class.method" (String order, byte-wise for ASCII). With --output, the text a test
// printed on System.out follows its line, each line prefixed by "  | ".
//
// Usage:
//   java -cp HARNESS Runner [--output] --classes DIR CLASS...   one program, compiled into DIR
//   java -cp HARNESS Runner [--output] --manifest FILE           many programs in one JVM
//
// A manifest has one directive per line ('#' starts a comment):
//   program NAME DIR    starts a program whose classes were compiled into DIR
//   class NAME          a top-level class of the current program (classes without @Test methods
//                       are allowed and ignored)
// and the output has a line "=== NAME" before each program's lines.
//
// Program classes must NOT be on the JVM's class path: every test gets a fresh URLClassLoader over
// the program's DIR (parent: the harness loader), so static fields start from their initialisers
// in every test, as they do in the interpreter. Exit status: 0 when the tests ran, 2 on a usage
// error, 3 when a listed class cannot be loaded.
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

public final class Runner {
  private static final class Program {
    final String name;
    final Path classDir;
    final List<String> classes = new ArrayList<>();

    Program(String name, Path classDir) {
      this.name = name;
      this.classDir = classDir;
    }
  }

  private static final class UsageError extends Exception {
    private static final long serialVersionUID = 1L;

    UsageError(String message) {
      super(message);
    }
  }

  private static final class TestCase implements Comparable<TestCase> {
    final String className;
    final String methodName;
    final String id;

    TestCase(String className, String methodName) {
      this.className = className;
      this.methodName = methodName;
      this.id = className + "." + methodName;
    }

    @Override
    public int compareTo(TestCase other) {
      return id.compareTo(other.id);
    }
  }

  private final PrintStream out;
  private final boolean showOutput;

  private Runner(PrintStream out, boolean showOutput) {
    this.out = out;
    this.showOutput = showOutput;
  }

  public static void main(String[] args) throws IOException {
    // The real stdout, UTF-8 whatever the locale says; System.out is swapped during each test.
    PrintStream stdout =
        new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    boolean showOutput = false;
    String manifest = null;
    String classDir = null;
    List<String> classNames = new ArrayList<>();
    try {
      for (int i = 0; i < args.length; ++i) {
        switch (args[i]) {
          case "--output":
            showOutput = true;
            break;
          case "--manifest":
            if (++i == args.length) throw new UsageError("--manifest needs a file");
            manifest = args[i];
            break;
          case "--classes":
            if (++i == args.length) throw new UsageError("--classes needs a directory");
            classDir = args[i];
            break;
          default:
            if (args[i].startsWith("--")) throw new UsageError("unknown option " + args[i]);
            classNames.add(args[i]);
        }
      }
      List<Program> programs;
      boolean headers;
      if (manifest != null) {
        if (classDir != null || !classNames.isEmpty()) {
          throw new UsageError("--manifest excludes --classes and class names");
        }
        programs = readManifest(Paths.get(manifest));
        headers = true;
      } else {
        if (classDir == null || classNames.isEmpty()) {
          throw new UsageError("need --classes DIR and at least one class name, or --manifest");
        }
        Program program = new Program("", Paths.get(classDir));
        program.classes.addAll(classNames);
        programs = List.of(program);
        headers = false;
      }
      Runner runner = new Runner(stdout, showOutput);
      for (Program program : programs) {
        if (headers) stdout.println("=== " + program.name);
        runner.run(program);
      }
    } catch (UsageError e) {
      System.err.println("Runner: " + e.getMessage());
      System.err.println(
          "usage: Runner [--output] --classes DIR CLASS... | Runner [--output] --manifest FILE");
      stdout.flush();
      System.exit(2);
    } catch (ClassNotFoundException e) {
      stdout.flush();
      System.err.println("Runner: cannot load class " + e.getMessage());
      System.exit(3);
    }
    stdout.flush();
  }

  private static List<Program> readManifest(Path file) throws IOException, UsageError {
    List<Program> programs = new ArrayList<>();
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int number = 0;
      while ((line = reader.readLine()) != null) {
        ++number;
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) continue;
        String[] words = text.split("\\s+");
        if (words[0].equals("program") && words.length == 3) {
          programs.add(new Program(words[1], Paths.get(words[2])));
        } else if (words[0].equals("class") && words.length == 2 && !programs.isEmpty()) {
          programs.get(programs.size() - 1).classes.add(words[1]);
        } else {
          throw new UsageError(file + ":" + number + ": bad manifest line: " + line);
        }
      }
    }
    return programs;
  }

  private static URLClassLoader freshLoader(Program program) throws IOException {
    URL url = program.classDir.toAbsolutePath().toUri().toURL();
    return new URLClassLoader(new URL[] {url}, Runner.class.getClassLoader());
  }

  // Test methods: public, non-static, no parameters, annotated @Test, declared by the class itself.
  private static List<TestCase> discover(Program program)
      throws IOException, ClassNotFoundException {
    List<TestCase> tests = new ArrayList<>();
    try (URLClassLoader loader = freshLoader(program)) {
      for (String className : program.classes) {
        // initialize=false: discovery must not run static initialisers (they may print).
        Class<?> cls = Class.forName(className, false, loader);
        for (Method method : cls.getDeclaredMethods()) {
          if (method.isAnnotationPresent(Test.class)
              && Modifier.isPublic(method.getModifiers())
              && !Modifier.isStatic(method.getModifiers())
              && method.getParameterCount() == 0) {
            tests.add(new TestCase(className, method.getName()));
          }
        }
      }
    }
    tests.sort(null);
    return tests;
  }

  private void run(Program program) throws IOException, ClassNotFoundException {
    for (TestCase test : discover(program)) {
      ByteArrayOutputStream captured = new ByteArrayOutputStream();
      String outcome;
      try (URLClassLoader loader = freshLoader(program)) {
        outcome = runOne(loader, test, captured);
      }
      out.println(test.id + " " + outcome);
      if (showOutput) printCaptured(captured.toString(StandardCharsets.UTF_8));
    }
    out.flush();
  }

  private String runOne(ClassLoader loader, TestCase test, ByteArrayOutputStream captured)
      throws ClassNotFoundException {
    Class<?> cls = Class.forName(test.className, false, loader);
    Method method;
    try {
      method = cls.getDeclaredMethod(test.methodName);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("test method vanished: " + test.id, e);
    }
    Class<? extends Throwable> expected = method.getAnnotation(Test.class).expected();
    PrintStream saved = System.out;
    Throwable thrown = null;
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      // Test classes are usually package-private, and the Runner lives in another runtime package.
      Constructor<?> constructor = cls.getDeclaredConstructor();
      constructor.setAccessible(true);
      method.setAccessible(true);
      method.invoke(constructor.newInstance());
    } catch (InvocationTargetException e) {
      thrown = e.getCause();
    } catch (Throwable e) {
      // A static initialiser's exception (ExceptionInInitializerError), or a test class without a
      // usable no-arg constructor; both are the program's error, reported as the JVM saw it.
      thrown = e;
    } finally {
      System.out.flush();
      System.setOut(saved);
    }
    if (thrown == null) {
      return expected == Test.None.class
          ? "PASS"
          : "FAIL expected exception: " + expected.getSimpleName();
    }
    if (thrown instanceof AssertionError) return "FAIL " + thrown.getMessage();
    if (expected != Test.None.class && expected.isInstance(thrown)) return "PASS";
    return "ERROR " + thrown.getClass().getSimpleName();
  }

  // A final line without a newline is still a line; an empty capture prints nothing.
  private void printCaptured(String text) {
    if (text.isEmpty()) return;
    String[] lines = text.split("\n", -1);
    int count = text.endsWith("\n") ? lines.length - 1 : lines.length;
    for (int i = 0; i < count; ++i) out.println("  | " + lines[i]);
  }
}
