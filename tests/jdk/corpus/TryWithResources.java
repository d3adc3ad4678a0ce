// try-with-resources (JLS 14.20.3): resources closed in reverse order whatever way the block
// completes, null resources skipped, exceptions from close() suppressed by the primary one,
// catch and finally clauses around the closing, Java 9's `try (r)`.
class Twr_Res implements AutoCloseable {
  static StringBuilder log = new StringBuilder();
  private final String name;
  private final int failOnClose;  // 0: none, 1: checked, 2: unchecked.

  Twr_Res(String name, int failOnClose) {
    this.name = name;
    this.failOnClose = failOnClose;
    log.append("open ").append(name).append(";");
  }

  String name() {
    return name;
  }

  public void close() throws Exception {
    log.append("close ").append(name).append(";");
    if (failOnClose == 1) throw new Exception("close " + name);
    if (failOnClose == 2) throw new IllegalStateException("close " + name);
  }
}

// A narrower throws clause: closing it throws nothing checked.
class Twr_Quiet implements AutoCloseable {
  private final StringBuilder out;

  Twr_Quiet(StringBuilder out) {
    this.out = out;
  }

  public void close() {
    out.append("quiet closed;");
  }
}

class Twr_Failing extends Twr_Res {
  Twr_Failing(String name) {
    super(name, 0);
    if (name.length() > 3) throw new IllegalArgumentException("bad name " + name);
  }
}

class Twr_Test {
  static String run(int mode) throws Exception {
    Twr_Res.log = new StringBuilder();
    try (Twr_Res a = new Twr_Res("a", mode == 1 ? 1 : 0);
        Twr_Res b = new Twr_Res("b", mode == 2 ? 2 : 0)) {
      Twr_Res.log.append("body ").append(a.name()).append(b.name()).append(";");
      if (mode == 3) throw new RuntimeException("body");
      if (mode == 4) return "early";
    }
    return "done";
  }

  @Test
  public void closesInReverseOrder() throws Exception {
    System.out.println(run(0));
    System.out.println(Twr_Res.log);
    System.out.println(run(4));
    System.out.println(Twr_Res.log);
  }

  @Test
  public void closeExceptionsPropagate() {
    for (int mode = 1; mode <= 3; mode++) {
      try {
        run(mode);
      } catch (Exception e) {
        System.out.println(mode + " " + e + " suppressed " + e.getSuppressed().length);
      }
      System.out.println(Twr_Res.log);
    }
  }

  @Test
  public void suppressedKeepTheirOrder() {
    StringBuilder log = new StringBuilder();
    try (Twr_Res x = new Twr_Res("x", 1);
        Twr_Res y = new Twr_Res("y", 2);
        Twr_Res z = new Twr_Res("z", 1)) {
      throw new IllegalStateException("primary");
    } catch (Exception e) {
      log.append(e.getMessage());
      Throwable[] s = e.getSuppressed();
      for (int i = 0; i < s.length; i++) log.append(" | ").append(s[i]);
    } finally {
      log.append(" | finally");
    }
    System.out.println(log);
  }

  @Test
  public void closeExceptionWithoutPrimaryHasNoSuppressed() {
    try (Twr_Res x = new Twr_Res("x", 2); Twr_Res y = new Twr_Res("y", 1)) {
      System.out.println("body");
    } catch (Exception e) {
      System.out.println(e + " " + e.getSuppressed().length + " " + e.getSuppressed()[0]);
    }
  }

  @Test
  public void nullResourcesAreSkipped() throws Exception {
    Twr_Res.log = new StringBuilder();
    try (Twr_Res a = null; Twr_Res b = new Twr_Res("b", 0)) {
      System.out.println("a is " + a);
    }
    System.out.println(Twr_Res.log);
  }

  @Test
  public void failingInitialiserClosesEarlierResources() throws Exception {
    Twr_Res.log = new StringBuilder();
    try (Twr_Res a = new Twr_Res("a", 2); Twr_Failing b = new Twr_Failing("long")) {
      System.out.println("unreached");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage() + " " + e.getSuppressed()[0].getMessage());
    }
    System.out.println(Twr_Res.log);
  }

  @Test
  public void narrowerCloseNeedsNoCatch() {
    StringBuilder out = new StringBuilder();
    try (Twr_Quiet q = new Twr_Quiet(out)) {
      out.append("using;");
    }
    System.out.println(out);
  }

  @Test
  public void java9EffectivelyFinalResource() throws Exception {
    StringBuilder out = new StringBuilder();
    Twr_Quiet q = new Twr_Quiet(out);
    final Twr_Res r = new Twr_Res("r", 0);
    try (q; r) {
      out.append("inside;");
    }
    System.out.println(out + " " + Twr_Res.log);
  }

  @Test
  public void loopsAndJumpsClose() throws Exception {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < 4; i++) {
      try (Twr_Quiet q = new Twr_Quiet(out)) {
        if (i == 1) continue;
        if (i == 3) break;
        out.append(i).append(";");
      }
    }
    System.out.println(out);
  }

  @Test
  public void addSuppressedChecksItsArgument() {
    Exception e = new Exception("e");
    try {
      e.addSuppressed(e);
    } catch (IllegalArgumentException x) {
      System.out.println(x.getMessage());
    }
    try {
      e.addSuppressed(null);
    } catch (NullPointerException x) {
      System.out.println(x.getMessage());
    }
    e.addSuppressed(new RuntimeException("r"));
    Throwable[] s = e.getSuppressed();
    s[0] = null;
    System.out.println(e.getSuppressed()[0] + " " + s.length);
  }

  @Test
  public void uncaughtCloseException() throws Exception {
    try (Twr_Res a = new Twr_Res("a", 2)) {
      System.out.println("body");
    }
  }

  @Test
  public void autoCloseableTypedResource() throws Exception {
    Twr_Res.log = new StringBuilder();
    try (AutoCloseable c = new Twr_Res("c", 0)) {
      System.out.println(c instanceof Twr_Res);
    }
    System.out.println(Twr_Res.log);
  }
}
