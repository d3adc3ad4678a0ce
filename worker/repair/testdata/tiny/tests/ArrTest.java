class ArrTest {
  @Test
  public void sumOfThree() {
    Assert.assertEquals(6, Arr.sum(new int[] {1, 2, 3}));
  }

  @Test
  public void sumOfNone() {
    Assert.assertEquals(0, Arr.sum(new int[0]));
  }

  @Test
  public void maxFirst() {
    Assert.assertEquals(9, Arr.max(new int[] {9, 2, 3}));
  }

  @Test
  public void maxLast() {
    Assert.assertEquals(7, Arr.max(new int[] {1, 2, 7}));
  }

  @Test
  public void clampBelow() {
    Assert.assertEquals(0, Arr.clamp(-4, 0, 10));
  }

  @Test
  public void clampAbove() {
    Assert.assertEquals(10, Arr.clamp(40, 0, 10));
  }

  @Test
  public void firstLength() {
    Assert.assertEquals(3, Arr.firstLength(new String[] {"abc"}));
  }

  @Test
  public void minAndLarger() {
    Assert.assertEquals(1, Arr.min(1, 2));
    Assert.assertEquals(2, Arr.larger(1, 2));
  }

  @Test
  public void box() {
    Box b = new Box();
    Assert.assertEquals(0, Box.read(b));
    Assert.assertEquals(0, b.twice());
    Assert.assertEquals(4, Box.readBoth(b, new int[] {3, 4}, 1));
    Assert.assertEquals("x", Arr.asObject("x"));
  }
}
