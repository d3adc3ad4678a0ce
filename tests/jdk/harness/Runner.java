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
// Program classes must NOT be on the JVM's class path: every test gets a fresh class loader over
// the program's DIR (parent: the harness loader; it resolves names as a URLClassLoader over DIR
// would, from class files read once per program), so static fields start from their initialisers
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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

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

  // The class files of one program's folder, each read once: every test defines the program's
  // classes afresh from these bytes instead of reading the folder again.
  private static final class ClassBytes {
    private final Path classDir;
    private final Map<String, Optional<byte[]>> files = new HashMap<>();

    ClassBytes(Path classDir) {
      this.classDir = classDir;
    }

    // The bytes of DIR/a/b/C.class for "a.b.C", or empty when there is no such file.
    synchronized Optional<byte[]> get(String className) throws IOException {
      Optional<byte[]> known = files.get(className);
      if (known != null) return known;
      Path file = classDir.resolve(className.replace('.', '/') + ".class");
      Optional<byte[]> read = Files.isRegularFile(file)
          ? Optional.of(Files.readAllBytes(file)) : Optional.empty();
      files.put(className, read);
      return read;
    }
  }

  // Resolves as a URLClassLoader over the program's folder with the harness loader as parent
  // would: a name the parent knows (the JDK's classes, the harness's) is the parent's; any other
  // is defined by this loader from the folder's class file. The parent's answer per name is asked
  // once per run, so a test does not search the harness's class path again for every program class.
  private static final class ProgramLoader extends ClassLoader {
    private static final ClassLoader PARENT = Runner.class.getClassLoader();
    private static final Map<String, Boolean> PARENT_HAS = new ConcurrentHashMap<>();

    private final ClassBytes bytes;

    ProgramLoader(ClassBytes bytes) {
      super(PARENT);
      this.bytes = bytes;
    }

    private static boolean parentHas(String name) {
      return PARENT_HAS.computeIfAbsent(name, n -> {
        try {
          PARENT.loadClass(n);
          return true;
        } catch (ClassNotFoundException | LinkageError e) {
          return false;
        }
      });
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded == null) {
          if (parentHas(name)) return super.loadClass(name, resolve);
          loaded = findClass(name);
        }
        if (resolve) resolveClass(loaded);
        return loaded;
      }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      Optional<byte[]> file;
      try {
        file = bytes.get(name);
      } catch (IOException e) {
        throw new ClassNotFoundException(name, e);
      }
      if (file.isEmpty()) throw new ClassNotFoundException(name);
      return defineClass(name, file.get(), 0, file.get().length);
    }
  }

  // Test methods: public, non-static, no parameters, annotated @Test, declared by the class itself.
  private static List<TestCase> discover(Program program, ClassBytes bytes)
      throws ClassNotFoundException {
    List<TestCase> tests = new ArrayList<>();
    ClassLoader loader = new ProgramLoader(bytes);
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
    tests.sort(null);
    return tests;
  }

  private void run(Program program) throws IOException, ClassNotFoundException {
    ClassBytes bytes = new ClassBytes(program.classDir.toAbsolutePath());
    for (TestCase test : discover(program, bytes)) {
      ByteArrayOutputStream captured = new ByteArrayOutputStream();
      String outcome = runOne(new ProgramLoader(bytes), test, captured);
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
