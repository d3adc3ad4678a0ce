public class TokenizerTest {
  static String kinds(String text) {
    Token[] tokens = new Tokenizer(text).tokenize();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < tokens.length; i++) {
      sb.append(tokens[i].kind);
    }
    return sb.toString();
  }

  @Test
  public void emptyInputIsJustEnd() {
    Token[] tokens = new Tokenizer("   ").tokenize();
    Assert.assertEquals(1, tokens.length);
    Assert.assertEquals(Token.END, tokens[0].kind);
  }

  @Test
  public void numbersCarryTheirValue() {
    Token[] tokens = new Tokenizer("42 7").tokenize();
    Assert.assertEquals(42, tokens[0].value);
    Assert.assertEquals(7, tokens[1].value);
    Assert.assertEquals(3, tokens[1].position);
  }

  @Test
  public void operatorsAndParentheses() {
    Assert.assertEquals("02302046", kinds("1+(2*3)"));
  }

  @Test
  public void identifiersWithDigits() {
    Token[] tokens = new Tokenizer("x1 = y_2").tokenize();
    Assert.assertEquals("x1", tokens[0].text);
    Assert.assertEquals("=", tokens[1].text);
    Assert.assertEquals("y_2", tokens[2].text);
  }

  @Test
  public void callWithComma() {
    Assert.assertEquals("1315046", kinds("max(a,1)"));
  }

  @Test
  public void manyTokensGrowTheBuffer() {
    Token[] tokens = new Tokenizer("1+2+3+4+5+6+7+8+9").tokenize();
    Assert.assertEquals(18, tokens.length);
    Assert.assertEquals(9, tokens[16].value);
  }

  @Test(expected = ExprException.class)
  public void rejectsUnknownCharacter() {
    new Tokenizer("1 # 2").tokenize();
  }

  @Test
  public void tokenToString() {
    Token[] tokens = new Tokenizer("ab").tokenize();
    Assert.assertEquals("ab@0", tokens[0].toString());
    Assert.assertEquals("<end>", tokens[1].toString());
  }
}
