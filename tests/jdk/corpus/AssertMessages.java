// Each Assert method's failure message, and which overload javac picks: int, char and long pick
// assertEquals(long, long) (chars print as numbers); two doubles without a delta pick
// assertEquals(Object, Object) and compare the boxed values with equals.
class Am_Test {
  @Test
  public void intsDiffer() {
    Assert.assertEquals(3, 1 + 1);
  }

  @Test
  public void longAndIntDiffer() {
    Assert.assertEquals(10000000000L, 5);
  }

  @Test
  public void charsCompareAsNumbers() {
    Assert.assertEquals('a', 'c');
  }

  @Test
  public void charAndIntEqual() {
    Assert.assertEquals('A', 65);
  }

  @Test
  public void doublesWithDeltaDiffer() {
    Assert.assertEquals(1.5, 2.0, 0.25);
  }

  @Test
  public void nanEqualsNanWithDelta() {
    double nan = 0.0 / 0.0;
    Assert.assertEquals(nan, nan, 0.0);
  }

  @Test
  public void nanAgainstNumber() {
    Assert.assertEquals(1.0, 0.0 / 0.0, 10.0);
  }

  @Test
  public void doublesWithoutDeltaAreBoxed() {
    Assert.assertEquals(0.5, 0.25 * 2);
    Assert.assertEquals(1.0, 3.0);
  }

  @Test
  public void booleansDiffer() {
    Assert.assertEquals(true, 1 > 2);
  }

  @Test
  public void stringsDiffer() {
    Assert.assertEquals("expected text", "actual text");
  }

  @Test
  public void nullExpected() {
    Assert.assertEquals(null, "x");
  }

  @Test
  public void nullActual() {
    String s = null;
    Assert.assertEquals("x", s);
  }

  @Test
  public void bothNullAreEqual() {
    String a = null;
    String b = null;
    Assert.assertEquals(a, b);
  }

  @Test
  public void assertTrueFails() {
    Assert.assertTrue(false);
  }

  @Test
  public void assertFalseFails() {
    Assert.assertFalse(3 == 3);
  }

  @Test
  public void assertNullFails() {
    Assert.assertNull("not null");
  }

  @Test
  public void assertNullOfBuilder() {
    StringBuilder sb = new StringBuilder("sb");
    Assert.assertNull(sb);
  }

  @Test
  public void assertNotNullFails() {
    Assert.assertNotNull(null);
  }

  @Test
  public void failWithoutMessage() {
    Assert.fail();
  }

  @Test
  public void failWithMessage() {
    Assert.fail("custom message " + 42);
  }

  @Test
  public void outputBeforeFailureIsKept() {
    System.out.println("line one");
    System.out.print("partial");
    Assert.assertTrue(1 > 2);
    System.out.println("never printed");
  }

  @Test
  public void firstFailureEndsTheTest() {
    Assert.assertEquals(1, 1);
    Assert.assertEquals(2, 3);
    Assert.assertEquals(4, 5);
  }

  @Test
  public void everythingPasses() {
    Assert.assertEquals(5L, 5);
    Assert.assertEquals(2.0, 2.0001, 0.001);
    Assert.assertEquals(false, 1 > 2);
    Assert.assertEquals("s", "s");
    Assert.assertTrue(true);
    Assert.assertFalse(false);
    Assert.assertNull(null);
    Assert.assertNotNull("x");
  }
}
