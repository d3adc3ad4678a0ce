// Checked exceptions with `throws` clauses (JLS 8.4.6, 11.2): a method or constructor declares
// the checked exceptions it may throw, every call of it handles them (catch or its own `throws`),
// overriders throw no more than the methods they override, and a test method may declare them
// (an uncaught one is an ERROR line with its simple name).
class Chk_ParseException extends Exception {
  final int position;

  Chk_ParseException(String message, int position) {
    super(message);
    this.position = position;
  }
}

class Chk_EmptyInputException extends Chk_ParseException {
  Chk_EmptyInputException() {
    super("empty input", 0);
  }
}

interface Chk_Source {
  int next() throws Chk_ParseException;
}

class Chk_Digits implements Chk_Source {
  private final String text;
  private int at;

  Chk_Digits(String text) throws Chk_EmptyInputException {
    if (text.isEmpty()) {
      throw new Chk_EmptyInputException();
    }
    this.text = text;
  }

  public int next() throws Chk_ParseException {
    if (at >= text.length()) {
      return -1;
    }
    char c = text.charAt(at);
    if (c < '0' || c > '9') {
      throw new Chk_ParseException("not a digit: " + c, at);
    }
    at++;
    return c - '0';
  }
}

class Chk_Constant implements Chk_Source {
  public int next() {
    return 7;
  }
}

class Chk_Parser {
  static int sum(Chk_Source s) throws Chk_ParseException {
    int total = 0;
    for (int d = s.next(); d >= 0; d = s.next()) {
      total += d;
    }
    return total;
  }

  static String trySum(String text) {
    try {
      return "sum " + sum(new Chk_Digits(text));
    } catch (Chk_EmptyInputException e) {
      return "empty: " + e.getMessage();
    } catch (Chk_ParseException e) {
      return "error at " + e.position + ": " + e.getMessage();
    } finally {
      System.out.println("parsed " + text);
    }
  }

  static int wrapped(String text) {
    try {
      return sum(new Chk_Digits(text));
    } catch (Exception e) {
      throw new IllegalArgumentException(e.toString());
    }
  }
}

class Chk_Test {
  @Test
  public void declaredAndCaught() {
    System.out.println(Chk_Parser.trySum("1234"));
    System.out.println(Chk_Parser.trySum("12x4"));
    System.out.println(Chk_Parser.trySum(""));
    System.out.println(new Chk_Constant().next());
  }

  @Test
  public void testMethodsMayDeclare() throws Exception {
    System.out.println(Chk_Parser.sum(new Chk_Digits("99")));
  }

  @Test
  public void uncaughtCheckedExceptionIsAnError() throws Chk_ParseException {
    Chk_Parser.sum(new Chk_Digits("7a"));
  }

  @Test(expected = Chk_ParseException.class)
  public void expectedCheckedException() throws Exception {
    Chk_Parser.sum(new Chk_Digits("a"));
  }

  @Test
  public void wrappedAsUnchecked() {
    try {
      Chk_Parser.wrapped("5-");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }
}
