// Tells, for each given .java file compiled on its own, whether javac accepts it: the JVM half of
// the "invalid programs" differential test, run as ONE JVM for many files (a javac process per
// file would cost ~0.5 s of start-up each).
//
// Usage: java -cp HARNESS CompileCheck --classpath CP FILE...
// A FILE argument may name several files joined by ':' (a program over several packages),
// compiled together. Prints one line per argument, in the order given:
//   ACCEPTED <file>
//   REJECTED <file> <line>:<column> <first line of javac's first error>
// Class files are discarded. Exit status 0 when every file was checked, 2 on a usage error.
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public final class CompileCheck {
  // Sends every class file javac writes to nowhere: only the verdict matters.
  private static final class DiscardingFileManager
      extends ForwardingJavaFileManager<StandardJavaFileManager> {
    DiscardingFileManager(StandardJavaFileManager delegate) {
      super(delegate);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(
        Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
      URI uri = URI.create("discard:///" + className.replace('.', '/') + kind.extension);
      return new SimpleJavaFileObject(uri, kind) {
        @Override
        public OutputStream openOutputStream() {
          return new ByteArrayOutputStream();
        }
      };
    }
  }

  private CompileCheck() {}

  public static void main(String[] args) {
    String classpath = null;
    List<String> files = new ArrayList<>();
    for (int i = 0; i < args.length; ++i) {
      if (args[i].equals("--classpath") && i + 1 < args.length) {
        classpath = args[++i];
      } else if (args[i].startsWith("--")) {
        usage();
      } else {
        files.add(args[i]);
      }
    }
    if (classpath == null || files.isEmpty()) usage();
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager standard =
        compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    DiscardingFileManager manager = new DiscardingFileManager(standard);
    List<String> options =
        List.of("-classpath", classpath, "-proc:none", "-implicit:none", "-nowarn", "-Xlint:none");
    StringBuilder out = new StringBuilder();
    for (String file : files) {
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      Iterable<? extends JavaFileObject> units = standard.getJavaFileObjects(file.split(":"));
      boolean ok =
          compiler.getTask(null, manager, diagnostics, options, null, units).call();
      if (ok) {
        out.append("ACCEPTED ").append(file).append('\n');
        continue;
      }
      String detail = "(no diagnostic)";
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        if (d.getKind() != Diagnostic.Kind.ERROR) continue;
        String message = d.getMessage(Locale.ROOT);
        int newline = message.indexOf('\n');
        if (newline >= 0) message = message.substring(0, newline);
        detail = d.getLineNumber() + ":" + d.getColumnNumber() + " " + message;
        break;
      }
      out.append("REJECTED ").append(file).append(' ').append(detail).append('\n');
    }
    System.out.print(out);
    System.out.flush();
  }

  private static void usage() {
    System.err.println("usage: CompileCheck --classpath CP FILE...");
    System.exit(2);
  }
}
