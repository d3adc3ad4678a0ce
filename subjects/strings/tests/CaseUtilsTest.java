class CaseUtilsTest {
  @Test
  public void capitalizeFirstLetter() {
    Assert.assertEquals("Hello", CaseUtils.capitalize("hello"));
    Assert.assertEquals("Hello", CaseUtils.capitalize("Hello"));
    Assert.assertEquals("", CaseUtils.capitalize(""));
    Assert.assertNull(CaseUtils.capitalize(null));
  }

  @Test
  public void uncapitalizeKeepsLowerCase() {
    Assert.assertEquals("hello", CaseUtils.uncapitalize("hello"));
    Assert.assertEquals("1abc", CaseUtils.uncapitalize("1abc"));
  }

  @Test
  public void swapCaseOfLetters() {
    Assert.assertEquals("hELLO wORLD 1", CaseUtils.swapCase("Hello World 1"));
    Assert.assertEquals("", CaseUtils.swapCase(""));
  }

  @Test
  public void capitalizeEveryWord() {
    Assert.assertEquals("The Quick  Fox", CaseUtils.capitalizeWords("the quick  fox"));
    Assert.assertEquals("A\tB", CaseUtils.capitalizeWords("a\tb"));
  }

  @Test
  public void camelCaseSingleWord() {
    Assert.assertEquals("user", CaseUtils.toCamelCase("USER", '_'));
    Assert.assertEquals("", CaseUtils.toCamelCase("", '_'));
  }

  @Test
  public void pascalCase() {
    Assert.assertEquals("UserFirstName", CaseUtils.toPascalCase("user_first_name", '_'));
    Assert.assertEquals("AB", CaseUtils.toPascalCase("a-b", '-'));
  }

  @Test
  public void snakeCaseSimple() {
    Assert.assertEquals("user_first_name", CaseUtils.toSnakeCase("userFirstName"));
    Assert.assertEquals("user", CaseUtils.toSnakeCase("User"));
  }

  @Test
  public void initialsOfName() {
    Assert.assertEquals("JRRT", CaseUtils.initials("john ronald reuel tolkien"));
    Assert.assertEquals("", CaseUtils.initials("   "));
  }
}
