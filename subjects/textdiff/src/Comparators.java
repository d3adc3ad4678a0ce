/** The line comparators the library offers, as static nested classes, and a lookup by name. */
public final class Comparators {
  private Comparators() {}

  /** Lines equal character for character. */
  public static final class Exact implements LineComparator {
    public String key(String line) {
      return line;
    }

    public String name() {
      return "exact";
    }

    public boolean equal(String a, String b) {
      if (a == null || b == null) {
        return a == b;
      }
      return a.equals(b);
    }
  }

  /** Lines equal up to ASCII letter case. */
  public static final class IgnoreCase implements LineComparator {
    public String key(String line) {
      return line.toLowerCase();
    }

    public String name() {
      return "ignore-case";
    }
  }

  /** Lines equal once runs of blanks become one space and both ends are trimmed. */
  public static final class IgnoreWhitespace implements LineComparator {
    public String key(String line) {
      StringBuilder sb = new StringBuilder();
      boolean pending = false;
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (TextLines.isSpace(c)) {
          pending = sb.length() > 0;
        } else {
          if (pending) {
            sb.append(' ');
            pending = false;
          }
          sb.append(c);
        }
      }
      return sb.toString();
    }

    public String name() {
      return "ignore-whitespace";
    }
  }

  /** Lines equal once trailing blanks are removed. */
  public static final class IgnoreTrailing implements LineComparator {
    public String key(String line) {
      return TextLines.trimTrailing(line);
    }

    public String name() {
      return "ignore-trailing";
    }
  }

  public static LineComparator exact() {
    return new Exact();
  }

  /** The comparator called `name`; IllegalArgumentException for an unknown name. */
  public static LineComparator byName(String name) {
    if (name == null) {
      return new Exact();
    }
    switch (name) {
      case "exact":
        return new Exact();
      case "ignore-case":
        return new IgnoreCase();
      case "ignore-whitespace":
        return new IgnoreWhitespace();
      case "ignore-trailing":
        return new IgnoreTrailing();
      default:
        throw new IllegalArgumentException("unknown comparator: " + name);
    }
  }
}
