import java.util.List;

public class LexerTest {
  @Test
  public void numbersInThreeRadixes() throws Exception {
    Assert.assertEquals("NUMBER(255)@1:1 NUMBER(5)@1:6 NUMBER(1000000)@1:12 EOF@1:21",
        Lexer.describe("0xFF 0b101 1_000_000"));
    Assert.assertEquals("NUMBER(2147483647)@1:1 EOF@1:11", Lexer.describe("2147483647"));
    Assert.assertEquals("error 1:1: number too large", Lexer.describe("2147483648"));
  }

  @Test
  public void keywordsAndNames() throws Exception {
    List<Token> tokens = Lexer.tokenize("fun funny while_ if");
    Assert.assertEquals(TokenKind.FUN, tokens.get(0).kind());
    Assert.assertEquals(TokenKind.IDENT, tokens.get(1).kind());
    Assert.assertEquals(TokenKind.IDENT, tokens.get(2).kind());
    Assert.assertEquals(TokenKind.IF, tokens.get(3).kind());
    Assert.assertTrue(TokenKind.BOOL.isKeyword());
    Assert.assertFalse(TokenKind.IDENT.isKeyword());
  }

  @Test
  public void twoCharacterOperators() throws Exception {
    Assert.assertEquals("LE@1:1 GE@1:4 EQ@1:7 NE@1:10 AND@1:13 OR@1:16 PLUS_ASSIGN@1:19 "
        + "MINUS_ASSIGN@1:22 LT@1:25 ASSIGN@1:27 EOF@1:28", Lexer.describe("<= >= == != && || += -= < ="));
    Assert.assertEquals("error 1:1: unexpected character '&'", Lexer.describe("& x"));
  }

  @Test
  public void positionsAfterTabsAndNewlines() throws Exception {
    List<Token> tokens = Lexer.tokenize("a\n\tb\n  \tc\n/* x\n y */ d");
    Assert.assertEquals(1, tokens.get(0).column());
    Assert.assertEquals(2, tokens.get(1).line());
    Assert.assertEquals(5, tokens.get(1).column());
    Assert.assertEquals(5, tokens.get(2).column());
    Assert.assertEquals(5, tokens.get(3).line());
    Assert.assertEquals(7, tokens.get(3).column());
  }

  @Test
  public void stringsAndEscapes() throws Exception {
    List<Token> tokens = Lexer.tokenize("\"a\\\"b\\\\c\" \"\"");
    Assert.assertEquals("a\"b\\c", tokens.get(0).text());
    Assert.assertEquals("", tokens.get(1).text());
    Assert.assertEquals("error 1:1: unterminated string", Lexer.describe("\"abc\nd\""));
  }

  @Test
  public void peekDoesNotConsume() throws Exception {
    Lexer lexer = new Lexer("x = 1;");
    Assert.assertEquals(TokenKind.ASSIGN, lexer.peek(1).kind());
    Assert.assertEquals(TokenKind.IDENT, lexer.peek(0).kind());
    Assert.assertEquals(TokenKind.IDENT, lexer.next().kind());
    Assert.assertEquals(TokenKind.ASSIGN, lexer.next().kind());
    Assert.assertEquals(TokenKind.SEMI, lexer.peek(1).kind());
    Assert.assertEquals(TokenKind.NUMBER, lexer.next().kind());
  }

  @Test
  public void histogramCountsKinds() throws Exception {
    Assert.assertEquals("NUMBER=2, IDENT=1, VAR=1, SEMI=1, PLUS=1, ASSIGN=1, EOF=1",
        Lexer.histogram("var x = 1 + 2;"));
    Assert.assertEquals("EOF=1", Lexer.histogram("// only a comment"));
  }

  // A long text lexed without the other stages: the program of every scenario, several times.
  @Test
  public void longTextOfManyPrograms() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 4; i++) {
      sb.append(NumbersScenarioTest.PROGRAM).append(SyntaxScenarioTest.STATEMENTS);
    }
    List<Token> tokens = Lexer.tokenize(sb.toString());
    Assert.assertEquals(4145, tokens.size());
    Assert.assertEquals(TokenKind.EOF, tokens.get(tokens.size() - 1).kind());
  }
}
