public class SampleTest {
  @Test
  public void fib() {
    Assert.assertEquals(55, Sample.fib(10));
  }

  @Test
  public void sorts() {
    int[] a = {5, -1, 3, 3, 0};
    Sample.sort(a);
    Assert.assertEquals(-1, a[0]);
    Assert.assertEquals(5, a[4]);
  }

  @Test
  public void classifies() {
    Assert.assertEquals("fizz", Sample.classify(3));
    Assert.assertEquals("one", Sample.classify(4));
    Assert.assertEquals("pos", Sample.classify(5));
    Assert.assertEquals(1, Sample.counter);
  }

  @Test
  public void parses() {
    Assert.assertEquals(42, Sample.parse(" 42 "));
    Assert.assertEquals(-1, Sample.parse(""));
    Assert.assertEquals(2, Sample.counter);
  }

  @Test(expected = NumberFormatException.class)
  public void badNumber() {
    Sample.parse("x");
  }

  @Test
  public void shapes() {
    Shape s = new Rect(2.0, 1.5);
    System.out.println(s);
    Assert.assertTrue(s instanceof Rect);
    Assert.assertEquals(3.0, s.area(), 1e-9);
  }

  @Test
  public void strings() {
    Assert.assertEquals("dc", Sample.build(new char[] {'a', ' ', 'b', 'c'}).substring(0, 2));
    System.out.print("x=" + 1 + 2 + 'c' + 1.0E10 + (1 + 2));
  }

  @Test
  public void failing() {
    Assert.assertEquals(1L, Sample.mix(1, 0) * 0 + 2);
  }

  @Test
  public void divides() {
    int zero = 0;
    Assert.assertEquals(0, 1 / zero);
  }
}
