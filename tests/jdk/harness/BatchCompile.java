// Compiles several batches of .java files, each into its own class folder, inside ONE JVM
// (javax.tools): programs whose class names clash (the subjects' bugs all redefine their
// project's classes) need separate batches, and a javac process per batch would cost ~1 s each.
//
// Usage: java -cp HARNESS BatchCompile --classpath CP LISTFILE
// LISTFILE lines: "batch DIR" starts a batch compiled into DIR; "file PATH" adds a source to it.
// Exit status 0 when every batch compiled; 1 (javac's errors on stderr, naming the batch) when
// any did not; 2 on a usage error.
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

public final class BatchCompile {
  private static final class Batch {
    final File dir;
    final List<File> files = new ArrayList<>();

    Batch(File dir) {
      this.dir = dir;
    }
  }

  private BatchCompile() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3 || !args[0].equals("--classpath")) {
      System.err.println("usage: BatchCompile --classpath CP LISTFILE");
      System.exit(2);
    }
    List<Batch> batches = new ArrayList<>();
    for (String line : Files.readAllLines(Paths.get(args[2]), StandardCharsets.UTF_8)) {
      if (line.startsWith("batch ")) {
        batches.add(new Batch(new File(line.substring(6))));
      } else if (line.startsWith("file ") && !batches.isEmpty()) {
        batches.get(batches.size() - 1).files.add(new File(line.substring(5)));
      } else if (!line.isBlank()) {
        System.err.println("BatchCompile: bad line: " + line);
        System.exit(2);
      }
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager manager =
        compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    List<String> options = List.of("-classpath", args[1], "-proc:none", "-implicit:none",
        "-nowarn", "-Xlint:none", "-Xmaxerrs", "20");
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    boolean allOk = true;
    for (Batch batch : batches) {
      Files.createDirectories(batch.dir.toPath());
      manager.setLocation(StandardLocation.CLASS_OUTPUT, List.of(batch.dir));
      Iterable<? extends JavaFileObject> units = manager.getJavaFileObjectsFromFiles(batch.files);
      boolean ok = compiler.getTask(err, manager, null, options, null, units).call();
      if (!ok) {
        err.println("BatchCompile: batch " + batch.dir + " failed");
        allOk = false;
      }
    }
    err.flush();
    System.exit(allOk ? 0 : 1);
  }
}
