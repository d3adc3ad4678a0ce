// Developer tests added with the fix of dates-8.
class Dates8Test {
  @Test
  public void endOfJanuaryPlusOneMonth() {
    Assert.assertEquals("2024-02-29", new SimpleDate(2024, 1, 31).plusMonths(1).toString());
  }

  @Test
  public void endOfMarchMinusOneMonth() {
    Assert.assertEquals("2023-02-28", new SimpleDate(2023, 3, 31).plusMonths(-1).toString());
  }

  @Test
  public void endOfAugustPlusOneMonth() {
    Assert.assertEquals("2023-09-30", new SimpleDate(2023, 8, 31).plusMonths(1).toString());
  }
}
