// The assertions available to subject-language tests, with the exact failure messages the
// interpreter's built-in Assert produces (see tests/jdk/README.md). Every failure throws
// AssertionError, which the Runner reports as FAIL <message>.
//
// Overloads are chosen by javac with Java's rules: int, char and long arguments pick
// assertEquals(long, long); two doubles without a delta pick assertEquals(Object, Object) (boxed).
public final class Assert {
  private Assert() {}

  public static void assertEquals(long expected, long actual) {
    if (expected != actual) {
      failNotEquals(String.valueOf(expected), String.valueOf(actual));
    }
  }

  // Passes when both are the same double (NaN equals NaN) or they differ by at most delta.
  public static void assertEquals(double expected, double actual, double delta) {
    if (Double.compare(expected, actual) != 0 && !(Math.abs(expected - actual) <= delta)) {
      failNotEquals(String.valueOf(expected), String.valueOf(actual));
    }
  }

  public static void assertEquals(boolean expected, boolean actual) {
    if (expected != actual) {
      failNotEquals(String.valueOf(expected), String.valueOf(actual));
    }
  }

  // Null-safe equals.
  public static void assertEquals(Object expected, Object actual) {
    boolean equal = expected == null ? actual == null : expected.equals(actual);
    if (!equal) {
      failNotEquals(String.valueOf(expected), String.valueOf(actual));
    }
  }

  public static void assertTrue(boolean condition) {
    if (!condition) {
      fail("expected true");
    }
  }

  public static void assertFalse(boolean condition) {
    if (condition) {
      fail("expected false");
    }
  }

  public static void assertNull(Object value) {
    if (value != null) {
      fail("expected null but was:<" + String.valueOf(value) + ">");
    }
  }

  public static void assertNotNull(Object value) {
    if (value == null) {
      fail("expected not null");
    }
  }

  public static void fail() {
    fail("fail");
  }

  public static void fail(String message) {
    throw new AssertionError(message);
  }

  private static void failNotEquals(String expected, String actual) {
    fail("expected:<" + expected + "> but was:<" + actual + ">");
  }
}
