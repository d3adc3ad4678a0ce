// Developer tests added with the fix of dates-11.
class Dates11Test {
  @Test
  public void ageOnBirthday() {
    Assert.assertEquals(34, DateMath.age(new SimpleDate(1990, 6, 15), new SimpleDate(2024, 6, 15)));
  }

  @Test
  public void ageOnLeapBirthday() {
    Assert.assertEquals(4, DateMath.age(new SimpleDate(2020, 2, 29), new SimpleDate(2024, 2, 29)));
  }

  @Test
  public void ageDayAfterBirthday() {
    Assert.assertEquals(34, DateMath.age(new SimpleDate(1990, 6, 15), new SimpleDate(2024, 6, 16)));
  }
}
