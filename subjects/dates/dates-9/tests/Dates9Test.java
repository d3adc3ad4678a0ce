// Developer tests added with the fix of dates-9.
class Dates9Test {
  @Test
  public void dayZeroHasNoName() {
    Assert.assertNull(DateFormat.dayName(0));
  }

  @Test
  public void dayEightHasNoName() {
    Assert.assertNull(DateFormat.dayName(8));
  }

  @Test
  public void mondayName() {
    Assert.assertEquals("Monday", DateFormat.dayName(1));
  }
}
