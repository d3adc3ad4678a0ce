// String.format (java.util.Formatter) for %d %s %x %f %.Nf %e %c %b %n %% with widths and the
// - and 0 flags, and the exceptions of a bad format or argument.
class Fmt_Point {
  private final int x;
  private final int y;

  Fmt_Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  public String toString() {
    return "(" + x + ", " + y + ")";
  }
}

class Fmt_Test {
  static void show(String s) {
    System.out.println("[" + s + "]");
  }

  @Test
  public void integers() {
    show(String.format("%d %d %d", 42, -7, 5000000000L));
    show(String.format("%5d|%-5d|%05d|%05d", 42, 42, 42, -42));
    show(String.format("%x %x %X %08x", 255, -1, 48879, 255));
    show(String.format("%x", -1L));
    show(String.format("%d", Integer.MIN_VALUE));
    Integer boxed = 17;
    Long big = -3L;
    show(String.format("%d %d", boxed, big));
  }

  @Test
  public void strings() {
    show(String.format("%s and %s", "a", new Fmt_Point(1, 2)));
    show(String.format("%S|%.2s|%-6s|%6s", "abc", "abcdef", "ab", "ab"));
    String nothing = null;
    show(String.format("%s %b %b %b %d", nothing, nothing, false, "x", null));
    show(String.format("%c%c%c", 'a', 66, 'z'));
    show(String.format("%s %s %s", 1.5, 'c', true));
    show(String.format("no specifiers"));
    show(String.format("%%%n%5%|%-3%|"));
  }

  @Test
  public void doubles() {
    show(String.format("%f %.2f %.0f %.1f", 3.141592653589793, 3.141592653589793, 2.5, 0.15));
    show(String.format("%.2f %.2f %.3f", 0.125, 1.005, -0.0004));
    show(String.format("%10.3f|%-10.2f|%010.2f", 2.718281828459045, -1.5, -3.14159));
    show(String.format("%e %.2e %E %.0e", 12345.678, 0.0, 1e100, 5.5));
    show(String.format("%f %f %f", 1e20, Double.NaN, Double.NEGATIVE_INFINITY));
    show(String.format("%.2f", 1e23));
    show(String.format("%8.1f|%-8s|", Double.POSITIVE_INFINITY, "x"));
    double total = 0;
    for (int i = 1; i <= 10; i++) total += 0.1 * i;
    show(String.format("total=%.3f avg=%.4f", total, total / 10));
  }

  @Test
  public void argumentArrays() {
    Object[] args = {1, "two", 3.0};
    show(String.format("%d %s %.1f", args));
    show(String.format("%s", (Object) "single"));
  }

  @Test
  public void missingArgument() {
    try {
      show(String.format("%d and %d", 1));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void wrongConversion() {
    try {
      show(String.format("%d", "text"));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      show(String.format("%.2f", 3));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      show(String.format("%c", new Fmt_Point(0, 0)));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      show(String.format("%c|%c", 0x1F600, -1));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void unknownConversion() {
    try {
      show(String.format("%d %q", 1, 2));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      show(String.format("50%"));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void uncaughtMissingArgument() {
    show(String.format("%s %s", "only"));
  }

  @Test
  public void uncaughtConversion() {
    show(String.format("%x", 1.5));
  }

  @Test
  public void uncaughtCodePoint() {
    show(String.format("%c", 0x110000));
  }

  @Test
  public void uncaughtUnknown() {
    show(String.format("%y", 1));
  }
}
