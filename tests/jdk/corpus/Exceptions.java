// Exceptions: try/catch/finally order, catch by superclass, nested try, rethrow, finally that
// runs on return, user exceptions (unchecked) with messages, and exceptions that escape a test.
class Exc_Invalid extends RuntimeException {
  int code;

  Exc_Invalid(String message, int code) {
    super(message);
    this.code = code;
  }
}

class Exc_Special extends Exc_Invalid {
  Exc_Special() {
    super("special", 99);
  }
}

class Exc_Service {
  static int calls = 0;

  static int check(int value) {
    calls++;
    if (value < 0) {
      throw new Exc_Invalid("negative: " + value, value);
    }
    if (value == 0) {
      throw new Exc_Special();
    }
    return value * 2;
  }

  static String withFinally(int value) {
    try {
      if (value > 10) {
        return "big";
      }
      return "small " + check(value);
    } finally {
      System.out.println("finally for " + value);
    }
  }

  static int divide(int a, int b) {
    try {
      return a / b;
    } catch (ArithmeticException e) {
      return -1;
    }
  }
}

class Exc_Test {
  @Test
  public void catchAndFinallyOrder() {
    try {
      System.out.println("try");
      Exc_Service.check(-5);
      System.out.println("not reached");
    } catch (Exc_Invalid e) {
      System.out.println("caught " + e.getMessage() + " code " + e.code);
    } finally {
      System.out.println("finally");
    }
    System.out.println("after");
  }

  @Test
  public void catchBySuperclass() {
    try {
      Exc_Service.check(0);
    } catch (RuntimeException e) {
      System.out.println(e.getMessage());
      System.out.println(e instanceof Exc_Special);
    }
  }

  @Test
  public void firstMatchingCatchWins() {
    for (int v = -1; v <= 1; v++) {
      try {
        System.out.println(Exc_Service.check(v));
      } catch (Exc_Special e) {
        System.out.println("special");
      } catch (Exc_Invalid e) {
        System.out.println("invalid");
      }
    }
    System.out.println(Exc_Service.calls);
  }

  @Test
  public void finallyRunsOnReturn() {
    System.out.println(Exc_Service.withFinally(20));
    System.out.println(Exc_Service.withFinally(3));
  }

  @Test
  public void finallyRunsWhenExceptionEscapes() {
    try {
      System.out.println(Exc_Service.withFinally(-1));
    } catch (Exc_Invalid e) {
      System.out.println("outer caught " + e.code);
    }
  }

  @Test
  public void nestedTryAndRethrow() {
    try {
      try {
        int[] a = new int[1];
        a[5] = 1;
      } catch (ArrayIndexOutOfBoundsException e) {
        System.out.println("inner");
        throw new IllegalStateException("wrapped");
      } finally {
        System.out.println("inner finally");
      }
    } catch (IllegalStateException e) {
      System.out.println("outer " + e.getMessage());
    }
  }

  @Test
  public void runtimeLibraryExceptionsCanBeCaught() {
    System.out.println(Exc_Service.divide(7, 0));
    try {
      String s = null;
      System.out.println(s.length());
    } catch (NullPointerException e) {
      System.out.println("npe");
    }
    try {
      System.out.println("abc".substring(2, 1));
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println("sioobe");
    }
    try {
      System.out.println("abc".charAt(-1));
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println("sioobe again");
    }
    try {
      throw new IllegalArgumentException("arg");
    } catch (RuntimeException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void userExceptionEscapes() {
    System.out.println("about to fail");
    Exc_Service.check(-2);
  }

  @Test(expected = Exc_Invalid.class)
  public void expectedUserExceptionSubclass() {
    Exc_Service.check(0);
  }

  @Test
  public void exceptionFromFinallyReplacesEarlierOne() {
    try {
      try {
        throw new IllegalArgumentException("first");
      } finally {
        System.out.println("cleanup");
        if (Exc_Service.calls == 0) {
          throw new IllegalStateException("second");
        }
      }
    } catch (RuntimeException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void tryWithoutCatch() {
    int x = 0;
    try {
      x = 1;
    } finally {
      x = x + 10;
    }
    System.out.println(x);
  }
}
