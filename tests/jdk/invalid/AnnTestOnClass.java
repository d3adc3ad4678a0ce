// Rejected: @Test on a class (its @Target is METHOD).
@Test
class Inv_Ann {
  public void t() {}
}
