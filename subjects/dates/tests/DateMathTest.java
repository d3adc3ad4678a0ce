class DateMathTest {
  @Test
  public void daysBetweenDates() {
    Assert.assertEquals(366, DateMath.daysBetween(new SimpleDate(2024, 1, 1), new SimpleDate(2025, 1, 1)));
    Assert.assertEquals(-1, DateMath.daysBetween(new SimpleDate(2024, 1, 2), new SimpleDate(2024, 1, 1)));
  }

  @Test
  public void monthsBetweenDates() {
    Assert.assertEquals(1, DateMath.monthsBetween(new SimpleDate(2024, 1, 15), new SimpleDate(2024, 2, 15)));
    Assert.assertEquals(0, DateMath.monthsBetween(new SimpleDate(2024, 1, 31), new SimpleDate(2024, 2, 29)));
    Assert.assertEquals(-1, DateMath.monthsBetween(new SimpleDate(2024, 3, 10), new SimpleDate(2024, 2, 10)));
  }

  @Test
  public void ages() {
    SimpleDate birth = new SimpleDate(1990, 6, 15);
    Assert.assertEquals(33, DateMath.age(birth, new SimpleDate(2024, 6, 14)));
    Assert.assertEquals(34, DateMath.age(birth, new SimpleDate(2024, 7, 1)));
  }

  @Test
  public void quarters() {
    Assert.assertEquals(1, DateMath.quarter(new SimpleDate(2024, 3, 31)));
    Assert.assertEquals(2, DateMath.quarter(new SimpleDate(2024, 4, 1)));
    Assert.assertEquals(4, DateMath.quarter(new SimpleDate(2024, 12, 1)));
  }

  @Test
  public void workingDaysInAWeek() {
    Assert.assertEquals(5, DateMath.countWorkingDays(new SimpleDate(2024, 3, 4), new SimpleDate(2024, 3, 11)));
    Assert.assertEquals(0, DateMath.countWorkingDays(new SimpleDate(2024, 3, 2), new SimpleDate(2024, 3, 4)));
  }

  @Test
  public void addWorkingDaysWithinWeek() {
    Assert.assertEquals("2024-03-06", DateMath.addWorkingDays(new SimpleDate(2024, 3, 4), 2).toString());
    Assert.assertEquals("2024-03-04", DateMath.addWorkingDays(new SimpleDate(2024, 3, 4), 0).toString());
  }

  @Test
  public void nextDayOfWeek() {
    Assert.assertEquals("2024-03-04", DateMath.next(new SimpleDate(2024, 3, 1), 1).toString());
    Assert.assertEquals("2024-03-08", DateMath.next(new SimpleDate(2024, 3, 1), 5).toString());
  }
}
