// Developer tests added with the fix of dates-12.
class Dates12Test {
  @Test
  public void malformedIsNull() {
    Assert.assertNull(DateFormat.parseIsoOrNull("2024/03/01"));
  }

  @Test
  public void notANumberIsNull() {
    Assert.assertNull(DateFormat.parseIsoOrNull("2024-0x-01"));
  }

  @Test
  public void invalidDayIsNull() {
    Assert.assertNull(DateFormat.parseIsoOrNull("2023-02-29"));
  }
}
