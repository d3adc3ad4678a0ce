// Developer tests added with the fix of dates-3.
class Dates3Test {
  @Test
  public void leapDayPlusOneYear() {
    Assert.assertEquals("2025-02-28", new SimpleDate(2024, 2, 29).plusYears(1).toString());
  }

  @Test
  public void leapDayPlusFourYears() {
    Assert.assertEquals("2028-02-29", new SimpleDate(2024, 2, 29).plusYears(4).toString());
  }

  @Test
  public void leapDayMinusOneYear() {
    Assert.assertEquals("2023-02-28", new SimpleDate(2024, 2, 29).plusYears(-1).toString());
  }
}
