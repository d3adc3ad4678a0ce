class Tiny1Test {
  @Test
  public void clampInside() {
    Assert.assertEquals(5, Arr.clamp(5, 0, 10));
  }

  @Test
  public void clampAtBound() {
    Assert.assertEquals(10, Arr.clamp(10, 0, 10));
  }
}
