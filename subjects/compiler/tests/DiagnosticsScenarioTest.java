// Programs with mistakes at every stage, each run through the pipeline as far as it goes and
// written down as a trace: lexical errors, syntax errors (all of them, the parser recovering
// after each), type and flow errors with warnings, and run-time failures.
public class DiagnosticsScenarioTest {
  static final String[] LEXICAL = {"var s = 0x;", "print \"abc", "/* open\nvar x = 1;",
      "var x = 99999999999;", "var y = 1__0;", "print \"\\q\";", "var z = 12ab;", "var q = 3 # 4;",
      "var t = 0b102;", "var u = 7_;", "print \"tab\\there \\\"q\\\" \\\\ end\\n\";"};

  static final String SYNTAX = "var x = ;\n"
      + "print x\n"
      + "fun f( { }\n"
      + "while (x) print 1;\n"
      + "if (x > 1) var y = 2;\n"
      + "break;\n"
      + "return 3;\n"
      + "x + 1;\n"
      + "var ok = (1 + 2;\n"
      + "fun g(a: int, a: int) { }\n"
      + "fun h(a: int): string { }\n"
      + "print ok;\n"
      + "fun g() { }\n"
      + "fun g() { }\n"
      + "var last = 1 +;\n";

  static final String TYPES = "fun f(a: int, b: bool): int {\n"
      + "  if (b) { return a; }\n"
      + "}\n"
      + "fun g() { return 1; }\n"
      + "fun k(n: int): int { while (true) { return n; } }\n"
      + "fun m(n: int): int { return n; print n; print n + 1; }\n"
      + "fun half(n: int): int { if (n > 0) { return n; } else { n = 1; } }\n"
      + "fun v(n: int): int { return; }\n"
      + "fun w(n: int): bool { if (n > 0) { return true; } else { return 1; } }\n"
      + "fun loop(n: int): int { while (true) { if (n > 3) { break; } n += 1; } }\n"
      + "const C = f(1, true);\n"
      + "var x: int = true;\n"
      + "var y = x + false;\n"
      + "x = y;\n"
      + "C = 3;\n"
      + "print f(1), f(true, 2), g(), h(3), z;\n"
      + "var same = 1 == true;\n"
      + "if (x) { print 1; }\n"
      + "var mixed = 3 > 2 ? 1 : false;\n"
      + "{ var local = 1; var shadow = 2; print shadow; }\n"
      + "print 5 / 0, -true, !3, true < false;\n"
      + "var flag = true;\n"
      + "flag += 1;\n"
      + "undefined = 2;\n"
      + "while (1) { }\n"
      + "if (true) { print 2; }\n"
      + "var x = 2;\n"
      + "print f(1, 2, 3) + 1, y ? 1 : 2;\n";

  static final String[] RUNTIME = {
      "fun div(a: int, b: int): int { return a / b; }\nprint div(7, 2);\nprint div(1, 0);\n",
      "fun down(n: int): int { return down(n + 1) + 1; }\nprint down(0);\n",
      "var i = 0;\nwhile (i >= 0) { i = i + 1 - 1; }\n",
      "var m = 5;\nprint m % (m - 5);\n",
      "const BIG = 2147483647;\nprint BIG + 1, \" \", -BIG - 2, \" \", BIG * BIG;\n"};

  static String trace() {
    StringBuilder t = new StringBuilder();
    for (int i = 0; i < LEXICAL.length; i++) {
      t.append("-- lexical ").append(i).append('\n');
      t.append(Lexer.describe(LEXICAL[i])).append('\n');
      t.append(Parser.diagnose(LEXICAL[i]));
      t.append('\n');
    }
    t.append("-- syntax\n").append(Parser.diagnose(SYNTAX));
    t.append("-- types\n").append(TypeChecker.report(TYPES));
    for (int i = 0; i < RUNTIME.length; i++) {
      t.append("-- runtime ").append(i).append('\n');
      Compiler c = new Compiler();
      c.setStepLimit(20000);
      t.append(c.execute(RUNTIME[i]));
      if (i != 2) {
        t.append(VM.run(RUNTIME[i]));
      }
    }
    return t.toString();
  }

  @Test
  public void mistakesAtEveryStage() throws Exception {
    Assert.assertEquals(EXPECTED, trace());
  }

  private static final String EXPECTED =
      "-- lexical 0\n"
      + "error 1:9: digits expected after 0x\n"
      + "1:9: digits expected after 0x\n"
      + "\n"
      + "-- lexical 1\n"
      + "error 1:7: unterminated string\n"
      + "1:7: unterminated string\n"
      + "1:11: an expression expected, found end of input\n"
      + "\n"
      + "-- lexical 2\n"
      + "error 1:1: unterminated comment\n"
      + "1:1: unterminated comment\n"
      + "\n"
      + "-- lexical 3\n"
      + "error 1:9: number too large\n"
      + "1:9: number too large\n"
      + "\n"
      + "-- lexical 4\n"
      + "error 1:11: misplaced '_' in number\n"
      + "1:11: misplaced '_' in number\n"
      + "\n"
      + "-- lexical 5\n"
      + "error 1:9: unknown escape '\\q'\n"
      + "1:9: unknown escape '\\q'\n"
      + "1:10: unterminated string\n"
      + "\n"
      + "-- lexical 6\n"
      + "error 1:11: unexpected 'a' after number\n"
      + "1:11: unexpected 'a' after number\n"
      + "\n"
      + "-- lexical 7\n"
      + "error 1:11: unexpected character '#'\n"
      + "1:11: unexpected character '#'\n"
      + "\n"
      + "-- lexical 8\n"
      + "error 1:13: unexpected '2' after number\n"
      + "1:13: unexpected '2' after number\n"
      + "\n"
      + "-- lexical 9\n"
      + "error 1:11: misplaced '_' in number\n"
      + "1:11: misplaced '_' in number\n"
      + "\n"
      + "-- lexical 10\n"
      + "PRINT@1:1 STRING(\"tab\there \"q\" \\ end\n"
      + "\")@1:7 SEMI@1:33 EOF@1:34\n"
      + "ok\n"
      + "-- syntax\n"
      + "1:9: an expression expected, found ';'\n"
      + "3:1: ';' expected, found 'fun'\n"
      + "3:8: a name expected, found '{'\n"
      + "5:12: declaration not allowed here\n"
      + "6:1: break outside a loop\n"
      + "7:1: return outside a function\n"
      + "8:1: not a statement\n"
      + "9:16: ')' expected, found ';'\n"
      + "10:15: duplicate parameter a\n"
      + "11:16: a type expected, found 'string'\n"
      + "14:1: function g is already defined\n"
      + "15:15: an expression expected, found ';'\n"
      + "-- types\n"
      + "1:1: error: missing return in f\n"
      + "4:11: error: return with a value in a function without a result\n"
      + "6:32: error: unreachable statement\n"
      + "7:1: error: missing return in half\n"
      + "8:22: error: return without a value in v\n"
      + "9:58: error: cannot return int from w: bool\n"
      + "10:1: error: missing return in loop\n"
      + "11:1: error: value of constant C is not constant\n"
      + "12:1: error: cannot initialise int x with bool\n"
      + "13:11: error: operator + needs int, not bool\n"
      + "15:1: error: cannot assign to constant C\n"
      + "16:7: error: f takes 2 arguments, not 1\n"
      + "16:15: error: argument 1 of f must be int, not bool\n"
      + "16:21: error: argument 2 of f must be bool, not int\n"
      + "16:25: error: a call of a function without a result has no value\n"
      + "16:30: error: unknown function h\n"
      + "16:36: error: unknown variable z\n"
      + "17:14: error: cannot compare int with bool\n"
      + "18:5: error: condition of if must be bool, not int\n"
      + "19:19: error: branches of ?: differ: int and bool\n"
      + "20:3: warning: variable local is never used\n"
      + "21:9: warning: division by zero\n"
      + "21:14: error: operator - needs int, not bool\n"
      + "21:21: error: operator ! needs bool, not int\n"
      + "21:30: error: operator < needs int, not bool\n"
      + "23:1: error: operator += needs int, not bool\n"
      + "24:1: error: unknown variable undefined\n"
      + "25:8: error: condition of while must be bool, not int\n"
      + "26:5: warning: condition of if is always true\n"
      + "27:1: error: x is already defined\n"
      + "28:7: error: f takes 2 arguments, not 3\n"
      + "28:12: error: argument 2 of f must be bool, not int\n"
      + "28:23: error: condition of ?: must be bool, not int\n"
      + "-- runtime 0\n"
      + "3\n"
      + "runtime error division by zero at pc 13 in div\n"
      + "3\n"
      + "runtime error division by zero at pc 13 in div\n"
      + "-- runtime 1\n"
      + "runtime error call depth exceeded at pc 8 in down\n"
      + "runtime error call depth exceeded at pc 8 in down\n"
      + "-- runtime 2\n"
      + "runtime error step limit exceeded at pc 2 in main\n"
      + "-- runtime 3\n"
      + "runtime error division by zero at pc 6 in main\n"
      + "runtime error division by zero at pc 6 in main\n"
      + "-- runtime 4\n"
      + "-2147483648 2147483647 1\n"
      + "-2147483648 2147483647 1\n";
}
