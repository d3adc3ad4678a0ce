// int and long arithmetic: wrap-around overflow, division and remainder signs, shifts (the shift
// distance is masked), numeric casts, compound assignment with its implicit narrowing cast,
// increments, precedence and the conditional operator.
class Arith_Ops {
  static int addInts(int a, int b) {
    return a + b;
  }

  static long mulLongs(long a, long b) {
    return a * b;
  }
}

class Arith_Test {
  @Test
  public void intOverflowWraps() {
    int max = Integer.MAX_VALUE;
    int min = Integer.MIN_VALUE;
    System.out.println(max + 1);
    System.out.println(min - 1);
    System.out.println(max * 2);
    System.out.println(-min);
    System.out.println(Arith_Ops.addInts(max, max));
    Assert.assertEquals(Integer.MIN_VALUE, max + 1);
  }

  @Test
  public void longOverflowWraps() {
    long big = 9223372036854775807L;
    System.out.println(big + 1);
    System.out.println(Arith_Ops.mulLongs(big, 3L));
    System.out.println(-9223372036854775808L - 1L);
    long fromInt = Integer.MAX_VALUE + 1;
    long widened = Integer.MAX_VALUE + 1L;
    System.out.println(fromInt);
    System.out.println(widened);
  }

  @Test
  public void divisionTruncatesTowardZero() {
    System.out.println(7 / 2);
    System.out.println(-7 / 2);
    System.out.println(7 / -2);
    System.out.println(7 % 3);
    System.out.println(-7 % 3);
    System.out.println(7 % -3);
    System.out.println(-7L % 3L);
    System.out.println(Integer.MIN_VALUE / -1);
    System.out.println(Integer.MIN_VALUE % -1);
    System.out.println(-9223372036854775808L / -1L);
  }

  @Test
  public void shiftsMaskTheDistance() {
    int one = 1;
    System.out.println(one << 31);
    System.out.println(one << 32);
    System.out.println(one << 33);
    System.out.println(-16 >> 2);
    System.out.println(-16 >>> 28);
    System.out.println(-1 >>> 0);
    System.out.println(8 >> -1);
    long l = 1L;
    System.out.println(l << 63);
    System.out.println(l << 64);
    System.out.println(-1L >>> 60);
    System.out.println(one << 40L);
  }

  @Test
  public void bitwiseOperators() {
    int a = 0x5A;
    int b = 0x0F;
    System.out.println(a & b);
    System.out.println(a | b);
    System.out.println(a ^ b);
    System.out.println(~a);
    System.out.println(~0L);
    System.out.println(0xFFFFFFFF);
    System.out.println(0x7FFFFFFFFFFFFFFFL);
    System.out.println(017);
    System.out.println(0b1011);
    System.out.println(1_000_000);
  }

  @Test
  public void castsBetweenNumericTypes() {
    long big = 4294967297L;
    System.out.println((int) big);
    System.out.println((int) 3.99);
    System.out.println((int) -3.99);
    System.out.println((int) 1e20);
    System.out.println((int) -1e20);
    System.out.println((long) 1e30);
    System.out.println((int) (0.0 / 0.0));
    System.out.println((long) (1.0 / 0.0));
    System.out.println((double) 7 / 2);
    System.out.println((double) (7 / 2));
    System.out.println((char) 66);
    System.out.println((int) 'z');
    System.out.println((char) 65601);
    System.out.println((long) 2147483647 + 1);
  }

  @Test
  public void compoundAssignmentNarrows() {
    int i = 10;
    i += 5;
    i -= 3;
    i *= 4;
    i /= 5;
    i %= 7;
    System.out.println(i);
    i = 1;
    i <<= 4;
    i |= 3;
    i &= 0x1E;
    i ^= 0xFF;
    i >>= 1;
    i >>>= 1;
    System.out.println(i);
    int narrowed = 7;
    narrowed += 2.9;
    System.out.println(narrowed);
    narrowed *= 1.5;
    System.out.println(narrowed);
    int fromLong = 1;
    fromLong += 4294967296L;
    System.out.println(fromLong);
    char c = 'a';
    c += 2;
    System.out.println(c);
    long acc = 0;
    acc += Integer.MAX_VALUE;
    acc += Integer.MAX_VALUE;
    System.out.println(acc);
  }

  @Test
  public void incrementsAndDecrements() {
    int i = 5;
    int a = i++;
    int b = ++i;
    int c = i--;
    int d = --i;
    System.out.println(a + " " + b + " " + c + " " + d + " " + i);
    int j = 0;
    j = j++;
    System.out.println(j);
    int k = 1;
    k = k++ + ++k;
    System.out.println(k);
    long m = Long.MAX_VALUE;
    m++;
    System.out.println(m);
    char ch = 'y';
    ch++;
    ch++;
    System.out.println(ch);
  }

  @Test
  public void precedenceAndConditional() {
    System.out.println(2 + 3 * 4);
    System.out.println((2 + 3) * 4);
    System.out.println(10 - 4 - 3);
    System.out.println(100 / 10 / 5);
    System.out.println(1 + 2 << 3);
    System.out.println(5 & 3 | 8 ^ 2);
    System.out.println(-5 % 3 * 2);
    System.out.println(3 > 2 ? 1 : 0);
    System.out.println(true ? false ? 1 : 2 : 3);
    int x = 4;
    System.out.println(x > 3 && x < 10 || x == 0);
    System.out.println(!(x == 4) | x != 5);
    System.out.println(x > 3 ^ x > 2);
    System.out.println(- -x);
    System.out.println(-~x);
  }

  @Test
  public void mathLibrary() {
    System.out.println(Math.abs(-5));
    System.out.println(Math.abs(Integer.MIN_VALUE));
    System.out.println(Math.abs(-5L));
    System.out.println(Math.min(3, -4));
    System.out.println(Math.max(3L, 9L));
    System.out.println(Math.max(2, 7L));
    System.out.println(Math.min(-2.5, 1));
    Assert.assertEquals(7, Math.max(7, 3));
  }
}
