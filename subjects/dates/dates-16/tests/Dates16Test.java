// Developer tests added with the fix of dates-16.
class Dates16Test {
  @Test
  public void notEqualToText() {
    Assert.assertFalse(new SimpleDate(2024, 3, 1).equals("2024-03-01"));
  }

  @Test
  public void notEqualToNull() {
    Assert.assertFalse(new SimpleDate(2024, 3, 1).equals(null));
  }

  @Test
  public void equalToSameDay() {
    Assert.assertTrue(new SimpleDate(2024, 3, 1).equals(new SimpleDate(2024, 3, 1)));
  }
}
