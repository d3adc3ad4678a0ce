class Limits {
  static int depth(int n) { return n <= 0 ? 0 : 1 + depth(n - 1); }
}

class LimitsTest {
  @Test
  public void loopsForever() {
    int i = 0;
    while (true) { i++; }
  }

  @Test
  public void recursesTooDeep() { Assert.assertEquals(0, Limits.depth(1000000)); }

  @Test
  public void allocatesTooMuch() {
    String s = "ab";
    for (int i = 0; i < 40; i++) { s = s + s; }
    Assert.assertTrue(s.length() > 0);
  }

  @Test
  public void catchesOutOfMemory() {
    int caught = 0;
    for (int i = 0; i < 100; i++) {
      try { long[][] big = new long[1000][1000]; } catch (OutOfMemoryError e) { caught++; }
    }
    Assert.assertEquals(100, caught);
  }

  @Test(expected = ArithmeticException.class)
  public void dividesByZero() { int z = 0; System.out.println(1 / z); }
}
