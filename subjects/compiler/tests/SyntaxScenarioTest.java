// The parser, printer and folder on expressions and statement shapes: precedence and grouping
// printed back with only the parentheses needed, round trips through the printer, folded
// values, and the lexer on layout (tabs, comments, strings).
public class SyntaxScenarioTest {
  static final String[] EXPRESSIONS = {"1 + 2 * 3", "(1 + 2) * 3", "1 - (2 - 3)", "(1 - 2) - 3",
      "a ? b : c ? d : e", "(a ? b : c) ? d : e", "-(1 + 2)", "!(a && b)", "a || b && c",
      "(a || b) && c", "1 < 2 == (3 < 4)", "f(1, g(2), h())", "- -3", "--x", "!!!p",
      "x % 3 * 2", "x * (3 % 2)", "((((7))))", "a == b != c", "1 + 2 < 3 + 4 && x > -1",
      "0x10 + 0b11 + 1_000", "2147483647 + 1", "12 / 0", "-7 / 2 * 2 + -7 % 2", "x - 0 + 0 * y",
      "true && false || !false", "1 == 1 ? 2 : 3", "false ? f() : 9", "p && true", "false || q"};

  static final String STATEMENTS = "\t// tabs and comments\n"
      + "var a = 1; /* inline */\tvar b = 2;\n"
      + "fun f(x: int, y: bool): int { if (y) { return x; } else if (x > 0) { return -x; } else { return 0; } }\n"
      + "fun v() { print \"v\"; }\n"
      + "while (a < 10) { if (a == 5) { break; } else { a += 2; } b -= 1; }\n"
      + "if (a > 0) print a; else if (b > 0) print b; else print 0;\n"
      + "{ var inner = a * b; { var deeper = inner; print deeper, \"x\\ty\"; } }\n"
      + "v();\n"
      + "print f(a, true), \" \", f(-a, false), \" \", f(0, false);\n";

  static boolean hasNames(String e) throws CompileException {
    for (Token token : Lexer.tokenize(e)) {
      if (token.is(TokenKind.IDENT)) {
        return true;
      }
    }
    return false;
  }

  static String trace() throws Exception {
    StringBuilder t = new StringBuilder();
    for (int i = 0; i < EXPRESSIONS.length; i++) {
      String e = EXPRESSIONS[i];
      t.append(e).append(" => ");
      try {
        Expr parsed = Parser.parseExpression(e);
        String printed = parsed.toString();
        t.append(printed);
        if (!Parser.parseExpression(printed).toString().equals(printed)) {
          t.append(" (round trip differs)");
        }
      } catch (CompileException x) {
        t.append("error ").append(x.getMessage());
      }
      t.append('\n');
    }
    for (int i = 0; i < EXPRESSIONS.length; i++) {
      String e = EXPRESSIONS[i];
      if (hasNames(e)) {
        continue;
      }
      try {
        t.append("value ").append(e).append(" = ").append(ConstantFolder.evaluate(e)).append('\n');
      } catch (CompileException x) {
        t.append("value ").append(e).append(" error ").append(x.getMessage()).append('\n');
      }
    }
    t.append(Lexer.describe(STATEMENTS)).append('\n');
    String once = Parser.reformat(STATEMENTS);
    t.append(once);
    t.append(Parser.reformat(once).equals(once) ? "stable\n" : "unstable\n");
    t.append(TypeChecker.types(STATEMENTS));
    t.append(ConstantFolder.foldSource(STATEMENTS));
    t.append(CodeGen.listing(STATEMENTS));
    t.append(Compiler.run(STATEMENTS));
    return t.toString();
  }

  @Test
  public void shapesAndLayout() throws Exception {
    Assert.assertEquals(EXPECTED, trace());
  }

  private static final String EXPECTED =
      "1 + 2 * 3 => 1 + 2 * 3\n"
      + "(1 + 2) * 3 => (1 + 2) * 3\n"
      + "1 - (2 - 3) => 1 - (2 - 3)\n"
      + "(1 - 2) - 3 => 1 - 2 - 3\n"
      + "a ? b : c ? d : e => a ? b : c ? d : e\n"
      + "(a ? b : c) ? d : e => (a ? b : c) ? d : e\n"
      + "-(1 + 2) => -(1 + 2)\n"
      + "!(a && b) => !(a && b)\n"
      + "a || b && c => a || b && c\n"
      + "(a || b) && c => (a || b) && c\n"
      + "1 < 2 == (3 < 4) => 1 < 2 == 3 < 4\n"
      + "f(1, g(2), h()) => f(1, g(2), h())\n"
      + "- -3 => 3\n"
      + "--x => --x\n"
      + "!!!p => !!!p\n"
      + "x % 3 * 2 => x % 3 * 2\n"
      + "x * (3 % 2) => x * (3 % 2)\n"
      + "((((7)))) => 7\n"
      + "a == b != c => a == b != c\n"
      + "1 + 2 < 3 + 4 && x > -1 => 1 + 2 < 3 + 4 && x > -1\n"
      + "0x10 + 0b11 + 1_000 => 16 + 3 + 1000\n"
      + "2147483647 + 1 => 2147483647 + 1\n"
      + "12 / 0 => 12 / 0\n"
      + "-7 / 2 * 2 + -7 % 2 => -7 / 2 * 2 + -7 % 2\n"
      + "x - 0 + 0 * y => x - 0 + 0 * y\n"
      + "true && false || !false => true && false || !false\n"
      + "1 == 1 ? 2 : 3 => 1 == 1 ? 2 : 3\n"
      + "false ? f() : 9 => false ? f() : 9\n"
      + "p && true => p && true\n"
      + "false || q => false || q\n"
      + "value 1 + 2 * 3 = 7\n"
      + "value (1 + 2) * 3 = 9\n"
      + "value 1 - (2 - 3) = 2\n"
      + "value (1 - 2) - 3 = -4\n"
      + "value -(1 + 2) = -3\n"
      + "value 1 < 2 == (3 < 4) = true\n"
      + "value - -3 = 3\n"
      + "value ((((7)))) = 7\n"
      + "value 0x10 + 0b11 + 1_000 = 1019\n"
      + "value 2147483647 + 1 = -2147483648\n"
      + "value 12 / 0 = 12 / 0\n"
      + "value -7 / 2 * 2 + -7 % 2 = -7\n"
      + "value true && false || !false = true\n"
      + "value 1 == 1 ? 2 : 3 = 2\n"
      + "VAR@2:1 IDENT(a)@2:5 ASSIGN@2:7 NUMBER(1)@2:9 SEMI@2:10 VAR@2:25 IDENT(b)@2:29 ASSIGN@2:31 NUMBER(2)@2:33 SEMI@2:34 FUN@3:1 IDENT(f)@3:5 LPAREN@3:6 IDENT(x)@3:7 COLON@3:8 INT@3:10 COMMA@3:13 IDENT(y)@3:15 COLON@3:16 BOOL@3:18 RPAREN@3:22 COLON@3:23 INT@3:25 LBRACE@3:29 IF@3:31 LPAREN@3:34 IDENT(y)@3:35 RPAREN@3:36 LBRACE@3:38 RETURN@3:40 IDENT(x)@3:47 SEMI@3:48 RBRACE@3:50 ELSE@3:52 IF@3:57 LPAREN@3:60 IDENT(x)@3:61 GT@3:63 NUMBER(0)@3:65 RPAREN@3:66 LBRACE@3:68 RETURN@3:70 MINUS@3:77 IDENT(x)@3:78 SEMI@3:79 RBRACE@3:81 ELSE@3:83 LBRACE@3:88 RETURN@3:90 NUMBER(0)@3:97 SEMI@3:98 RBRACE@3:100 RBRACE@3:102 FUN@4:1 IDENT(v)@4:5 LPAREN@4:6 RPAREN@4:7 LBRACE@4:9 PRINT@4:11 STRING(\"v\")@4:17 SEMI@4:20 RBRACE@4:22 WHILE@5:1 LPAREN@5:7 IDENT(a)@5:8 LT@5:10 NUMBER(10)@5:12 RPAREN@5:14 LBRACE@5:16 IF@5:18 LPAREN@5:21 IDENT(a)@5:22 EQ@5:24 NUMBER(5)@5:27 RPAREN@5:28 LBRACE@5:30 BREAK@5:32 SEMI@5:37 RBRACE@5:39 ELSE@5:41 LBRACE@5:46 IDENT(a)@5:48 PLUS_ASSIGN@5:50 NUMBER(2)@5:53 SEMI@5:54 RBRACE@5:56 IDENT(b)@5:58 MINUS_ASSIGN@5:60 NUMBER(1)@5:63 SEMI@5:64 RBRACE@5:66 IF@6:1 LPAREN@6:4 IDENT(a)@6:5 GT@6:7 NUMBER(0)@6:9 RPAREN@6:10 PRINT@6:12 IDENT(a)@6:18 SEMI@6:19 ELSE@6:21 IF@6:26 LPAREN@6:29 IDENT(b)@6:30 GT@6:32 NUMBER(0)@6:34 RPAREN@6:35 PRINT@6:37 IDENT(b)@6:43 SEMI@6:44 ELSE@6:46 PRINT@6:51 NUMBER(0)@6:57 SEMI@6:58 LBRACE@7:1 VAR@7:3 IDENT(inner)@7:7 ASSIGN@7:13 IDENT(a)@7:15 STAR@7:17 IDENT(b)@7:19 SEMI@7:20 LBRACE@7:22 VAR@7:24 IDENT(deeper)@7:28 ASSIGN@7:35 IDENT(inner)@7:37 SEMI@7:42 PRINT@7:44 IDENT(deeper)@7:50 COMMA@7:56 STRING(\"x\ty\")@7:58 SEMI@7:64 RBRACE@7:66 RBRACE@7:68 IDENT(v)@8:1 LPAREN@8:2 RPAREN@8:3 SEMI@8:4 PRINT@9:1 IDENT(f)@9:7 LPAREN@9:8 IDENT(a)@9:9 COMMA@9:10 TRUE@9:12 RPAREN@9:16 COMMA@9:17 STRING(\" \")@9:19 COMMA@9:22 IDENT(f)@9:24 LPAREN@9:25 MINUS@9:26 IDENT(a)@9:27 COMMA@9:28 FALSE@9:30 RPAREN@9:35 COMMA@9:36 STRING(\" \")@9:38 COMMA@9:41 IDENT(f)@9:43 LPAREN@9:44 NUMBER(0)@9:45 COMMA@9:46 FALSE@9:48 RPAREN@9:53 SEMI@9:54 EOF@10:1\n"
      + "fun f(x: int, y: bool): int {\n"
      + "  if (y) {\n"
      + "    return x;\n"
      + "  } else if (x > 0) {\n"
      + "    return -x;\n"
      + "  } else {\n"
      + "    return 0;\n"
      + "  }\n"
      + "}\n"
      + "fun v() {\n"
      + "  print \"v\";\n"
      + "}\n"
      + "var a = 1;\n"
      + "var b = 2;\n"
      + "while (a < 10) {\n"
      + "  if (a == 5) {\n"
      + "    break;\n"
      + "  } else {\n"
      + "    a += 2;\n"
      + "  }\n"
      + "  b -= 1;\n"
      + "}\n"
      + "if (a > 0) {\n"
      + "  print a;\n"
      + "} else if (b > 0) {\n"
      + "  print b;\n"
      + "} else {\n"
      + "  print 0;\n"
      + "}\n"
      + "{\n"
      + "  var inner = a * b;\n"
      + "  {\n"
      + "    var deeper = inner;\n"
      + "    print deeper, \"x\\ty\";\n"
      + "  }\n"
      + "}\n"
      + "v();\n"
      + "print f(a, true), \" \", f(-a, false), \" \", f(0, false);\n"
      + "stable\n"
      + "1: int\n"
      + "2: int\n"
      + "f(a, true): int\n"
      + "f(-a, false): int\n"
      + "f(0, false): int\n"
      + "fun f(x: int, y: bool): int {\n"
      + "  if (y) {\n"
      + "    return x;\n"
      + "  } else if (x > 0) {\n"
      + "    return -x;\n"
      + "  } else {\n"
      + "    return 0;\n"
      + "  }\n"
      + "}\n"
      + "fun v() {\n"
      + "  print \"v\";\n"
      + "}\n"
      + "var a = 1;\n"
      + "var b = 2;\n"
      + "while (a < 10) {\n"
      + "  if (a == 5) {\n"
      + "    break;\n"
      + "  } else {\n"
      + "    a += 2;\n"
      + "  }\n"
      + "  b -= 1;\n"
      + "}\n"
      + "if (a > 0) {\n"
      + "  print a;\n"
      + "} else if (b > 0) {\n"
      + "  print b;\n"
      + "} else {\n"
      + "  print 0;\n"
      + "}\n"
      + "{\n"
      + "  var inner = a * b;\n"
      + "  {\n"
      + "    var deeper = inner;\n"
      + "    print deeper, \"x\\ty\";\n"
      + "  }\n"
      + "}\n"
      + "v();\n"
      + "print f(a, true), \" \", f(-a, false), \" \", f(0, false);\n"
      + "// 0 folds\n"
      + "0000 PUSH 1\n"
      + "0001 GSTORE 0\n"
      + "0002 PUSH 2\n"
      + "0003 GSTORE 1\n"
      + "0004 GLOAD 0\n"
      + "0005 PUSH 10\n"
      + "0006 LT\n"
      + "0007 JUMP_IF_FALSE 23\n"
      + "0008 GLOAD 0\n"
      + "0009 PUSH 5\n"
      + "0010 EQ\n"
      + "0011 JUMP_IF_FALSE 14\n"
      + "0012 JUMP 23\n"
      + "0013 JUMP 18\n"
      + "0014 GLOAD 0\n"
      + "0015 PUSH 2\n"
      + "0016 ADD\n"
      + "0017 GSTORE 0\n"
      + "0018 GLOAD 1\n"
      + "0019 PUSH 1\n"
      + "0020 SUB\n"
      + "0021 GSTORE 1\n"
      + "0022 JUMP 4\n"
      + "0023 GLOAD 0\n"
      + "0024 PUSH 0\n"
      + "0025 GT\n"
      + "0026 JUMP_IF_FALSE 31\n"
      + "0027 GLOAD 0\n"
      + "0028 PRINT_INT\n"
      + "0029 PRINT_NL\n"
      + "0030 JUMP 42\n"
      + "0031 GLOAD 1\n"
      + "0032 PUSH 0\n"
      + "0033 GT\n"
      + "0034 JUMP_IF_FALSE 39\n"
      + "0035 GLOAD 1\n"
      + "0036 PRINT_INT\n"
      + "0037 PRINT_NL\n"
      + "0038 JUMP 42\n"
      + "0039 PUSH 0\n"
      + "0040 PRINT_INT\n"
      + "0041 PRINT_NL\n"
      + "0042 GLOAD 0\n"
      + "0043 GLOAD 1\n"
      + "0044 MUL\n"
      + "0045 STORE 0\n"
      + "0046 LOAD 0\n"
      + "0047 STORE 1\n"
      + "0048 LOAD 1\n"
      + "0049 PRINT_INT\n"
      + "0050 PRINT_STR 0 \"x\\ty\"\n"
      + "0051 PRINT_NL\n"
      + "0052 CALL 1 0\n"
      + "0053 GLOAD 0\n"
      + "0054 PUSH 1\n"
      + "0055 CALL 0 2\n"
      + "0056 PRINT_INT\n"
      + "0057 PRINT_STR 1 \" \"\n"
      + "0058 GLOAD 0\n"
      + "0059 NEG\n"
      + "0060 PUSH 0\n"
      + "0061 CALL 0 2\n"
      + "0062 PRINT_INT\n"
      + "0063 PRINT_STR 1 \" \"\n"
      + "0064 PUSH 0\n"
      + "0065 PUSH 0\n"
      + "0066 CALL 0 2\n"
      + "0067 PRINT_INT\n"
      + "0068 PRINT_NL\n"
      + "0069 HALT\n"
      + "f/2 frame 2:\n"
      + "0070 LOAD 1\n"
      + "0071 JUMP_IF_FALSE 75\n"
      + "0072 LOAD 0\n"
      + "0073 RET\n"
      + "0074 JUMP 85\n"
      + "0075 LOAD 0\n"
      + "0076 PUSH 0\n"
      + "0077 GT\n"
      + "0078 JUMP_IF_FALSE 83\n"
      + "0079 LOAD 0\n"
      + "0080 NEG\n"
      + "0081 RET\n"
      + "0082 JUMP 85\n"
      + "0083 PUSH 0\n"
      + "0084 RET\n"
      + "v/0 frame 0:\n"
      + "0085 PRINT_STR 2 \"v\"\n"
      + "0086 PRINT_NL\n"
      + "0087 RET_VOID\n"
      + "5\n"
      + "0x\ty\n"
      + "v\n"
      + "5 0 0\n";
}
