// double arithmetic and Double.toString as Java 17 prints it: the switch to scientific notation at
// 1e7 and 1e-3, signed zero, NaN and the infinities, and a few values where Java 17's algorithm
// does not print the shortest decimal (9.999999999999999E22 for 1e23).
class Dbl_Test {
  @Test
  public void plainAndScientificNotation() {
    System.out.println(1.0);
    System.out.println(0.5);
    System.out.println(123.456);
    System.out.println(9999999.0);
    System.out.println(10000000.0);
    System.out.println(12345678.9);
    System.out.println(0.001);
    System.out.println(0.00099);
    System.out.println(1.0E-4);
    System.out.println(1.5e300);
    System.out.println(4.9E-324);
    System.out.println(1.7976931348623157E308);
    System.out.println(100.0 / 3);
    System.out.println(2.0 / 3);
    System.out.println(0.1 + 0.2);
    System.out.println(1e15);
    System.out.println(123456789012.0);
  }

  @Test
  public void specialValues() {
    double zero = 0.0;
    System.out.println(1 / zero);
    System.out.println(-1 / zero);
    System.out.println(zero / zero);
    System.out.println(-zero);
    System.out.println(0.0 * -1);
    System.out.println(zero == -zero);
    double nan = zero / zero;
    System.out.println(nan == nan);
    System.out.println(nan != nan);
    System.out.println(nan < 1.0);
    System.out.println(nan > 1.0);
    System.out.println(5.5 % 2);
    System.out.println(-5.5 % 2);
    System.out.println(5.0 % zero);
    System.out.println(1 / zero - 1 / zero);
  }

  @Test
  public void java17ToStringQuirks() {
    System.out.println(1.0E23);
    System.out.println(2.0E23);
    System.out.println(2.0e-3);
    System.out.println(8.41E21);
    System.out.println(5.0E-324);
  }

  @Test
  public void mixedArithmeticPromotes() {
    int i = 7;
    long l = 3L;
    double d = 2.0;
    System.out.println(i / l);
    System.out.println(i / d);
    System.out.println(l * d);
    System.out.println(i + l + d);
    System.out.println('a' + 0.5);
    System.out.println(1 / 2 * 3.0);
    System.out.println(3.0 * 1 / 2);
    double big = 9007199254740993L;
    System.out.println(big);
    System.out.println((long) big);
  }

  @Test
  public void mathFunctions() {
    System.out.println(Math.sqrt(2.0));
    System.out.println(Math.sqrt(16));
    System.out.println(Math.sqrt(-1.0));
    System.out.println(Math.floor(-2.5));
    System.out.println(Math.ceil(-2.5));
    System.out.println(Math.floor(3.0));
    System.out.println(Math.ceil(-0.5));
    System.out.println(Math.pow(2, 10));
    System.out.println(Math.pow(2.0, -1));
    System.out.println(Math.pow(10, 0));
    System.out.println(Math.abs(-0.0));
    System.out.println(Math.abs(-7.25));
    System.out.println(Math.min(-0.0, 0.0));
    System.out.println(Math.max(-0.0, 0.0));
    System.out.println(Math.max(1.0, 0.0 / 0.0));
  }

  @Test
  public void doubleEqualityWithDelta() {
    Assert.assertEquals(0.3, 0.1 + 0.2, 1e-9);
    Assert.assertEquals(1.0, 1.0, 0.0);
  }

  @Test
  public void doubleInequalityWithDeltaFails() {
    Assert.assertEquals(0.3, 0.1 + 0.2, 0.0);
  }
}
