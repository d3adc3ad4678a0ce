// Recursion: plain, mutual, with long results that overflow, and over arrays.
class Rec_Math {
  static int fib(int n) {
    if (n < 2) {
      return n;
    }
    return fib(n - 1) + fib(n - 2);
  }

  static long factorial(int n) {
    return n <= 1 ? 1 : n * factorial(n - 1);
  }

  static int gcd(int a, int b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  static boolean isEven(int n) {
    return n == 0 ? true : isOdd(n - 1);
  }

  static boolean isOdd(int n) {
    return n == 0 ? false : isEven(n - 1);
  }

  static int ackermann(int m, int n) {
    if (m == 0) {
      return n + 1;
    }
    if (n == 0) {
      return ackermann(m - 1, 1);
    }
    return ackermann(m - 1, ackermann(m, n - 1));
  }

  static int maxOf(int[] a, int from) {
    if (from == a.length - 1) {
      return a[from];
    }
    return Math.max(a[from], maxOf(a, from + 1));
  }
}

class Rec_Test {
  @Test
  public void fibonacci() {
    System.out.println(Rec_Math.fib(20));
    Assert.assertEquals(6765, Rec_Math.fib(20));
  }

  @Test
  public void factorialOverflows() {
    System.out.println(Rec_Math.factorial(20));
    System.out.println(Rec_Math.factorial(21));
    System.out.println(Rec_Math.factorial(25));
  }

  @Test
  public void gcdAndMutualRecursion() {
    System.out.println(Rec_Math.gcd(1071, 462));
    System.out.println(Rec_Math.isEven(10) + " " + Rec_Math.isOdd(7) + " " + Rec_Math.isEven(3));
  }

  @Test
  public void ackermannSmall() {
    System.out.println(Rec_Math.ackermann(2, 3));
  }

  @Test
  public void recursionOverArray() {
    int[] a = {3, 9, -2, 7};
    System.out.println(Rec_Math.maxOf(a, 0));
  }

  @Test
  public void recursionHitsNullArray() {
    System.out.println(Rec_Math.maxOf(null, 0));
  }
}
