class SimpleDateTest {
  @Test(expected = IllegalArgumentException.class)
  public void rejectsInvalidDate() {
    new SimpleDate(2023, 2, 29);
  }

  @Test
  public void epochDays() {
    Assert.assertEquals(0, new SimpleDate(1970, 1, 1).toEpochDay());
    Assert.assertEquals(-1, new SimpleDate(1969, 12, 31).toEpochDay());
    Assert.assertEquals(365, new SimpleDate(1971, 1, 1).toEpochDay());
  }

  @Test
  public void fromEpochDays() {
    Assert.assertEquals("1970-01-01", SimpleDate.fromEpochDay(0).toString());
    Assert.assertEquals("1969-12-31", SimpleDate.fromEpochDay(-1).toString());
  }

  @Test
  public void addDaysAcrossYearEnd() {
    Assert.assertEquals("2024-01-02", new SimpleDate(2023, 12, 30).plusDays(3).toString());
    Assert.assertEquals("2023-12-30", new SimpleDate(2024, 1, 2).plusDays(-3).toString());
  }

  @Test
  public void addMonthsWithinRange() {
    Assert.assertEquals("2023-04-15", new SimpleDate(2023, 1, 15).plusMonths(3).toString());
    Assert.assertEquals("2024-01-15", new SimpleDate(2023, 11, 15).plusMonths(2).toString());
  }

  @Test
  public void addYears() {
    Assert.assertEquals("2027-06-10", new SimpleDate(2024, 6, 10).plusYears(3).toString());
  }

  @Test
  public void daysOfWeek() {
    Assert.assertEquals(4, new SimpleDate(1970, 1, 1).dayOfWeek());
    Assert.assertEquals(5, new SimpleDate(2024, 3, 1).dayOfWeek());
    Assert.assertEquals(6, new SimpleDate(2000, 1, 1).dayOfWeek());
  }

  @Test
  public void weekends() {
    Assert.assertTrue(new SimpleDate(2024, 3, 2).isWeekend());
    Assert.assertTrue(new SimpleDate(2024, 3, 3).isWeekend());
    Assert.assertFalse(new SimpleDate(2024, 3, 4).isWeekend());
  }

  @Test
  public void endOfMonth() {
    Assert.assertEquals("2024-02-29", new SimpleDate(2024, 2, 10).lastDayOfMonth().toString());
    Assert.assertEquals("2023-04-30", new SimpleDate(2023, 4, 1).lastDayOfMonth().toString());
  }

  @Test
  public void ordering() {
    SimpleDate a = new SimpleDate(2024, 3, 1);
    Assert.assertEquals(-1, a.compareTo(new SimpleDate(2024, 3, 2)));
    Assert.assertEquals(1, a.compareTo(new SimpleDate(2023, 12, 31)));
    Assert.assertEquals(0, a.compareTo(new SimpleDate(2024, 3, 1)));
    Assert.assertTrue(a.isBefore(new SimpleDate(2024, 4, 1)));
  }

  @Test
  public void equality() {
    Assert.assertEquals(new SimpleDate(2024, 3, 1), new SimpleDate(2024, 3, 1));
    Assert.assertFalse(new SimpleDate(2024, 3, 1).equals("2024-03-01"));
  }
}
