// Integer number theory and combinatorics. Results are exact while they fit the return type;
// callers keep inputs small enough (no overflow checks, as in the rest of the library).
class IntMath {
  static int gcd(int a, int b) {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b != 0) {
      int t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  static int lcm(int a, int b) {
    if (a == 0 || b == 0) {
      return 0;
    }
    return Math.abs(a / gcd(a, b) * b);
  }

  // Exponentiation by squaring.
  static long pow(long base, int exp) {
    if (exp < 0) {
      throw new IllegalArgumentException("negative exponent: " + exp);
    }
    long result = 1;
    long b = base;
    int e = exp;
    while (e > 0) {
      if (e % 2 == 1) {
        result = result * b;
      }
      b = b * b;
      e = e / 2;
    }
    return result;
  }

  static boolean isPrime(int n) {
    if (n < 2) {
      return false;
    }
    if (n % 2 == 0) {
      return n == 2;
    }
    for (int d = 3; d * d <= n; d += 2) {
      if (n % d == 0) {
        return false;
      }
    }
    return true;
  }

  static int nextPrime(int n) {
    int candidate = Math.max(n + 1, 2);
    while (!isPrime(candidate)) {
      candidate++;
    }
    return candidate;
  }

  static long factorial(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative factorial: " + n);
    }
    long result = 1;
    for (int i = 2; i <= n; i++) {
      result = result * i;
    }
    return result;
  }

  // Multiplying before dividing keeps every intermediate result an exact binomial coefficient.
  static long binomial(int n, int k) {
    if (k < 0 || k > n) {
      return 0;
    }
    int m = Math.min(k, n - k);
    long result = 1;
    for (int i = 1; i <= m; i++) {
      result = result * (n - m + i) / i;
    }
    return result;
  }

  // Division rounding towards negative infinity.
  static int floorDiv(int a, int b) {
    int q = a / b;
    if (a % b != 0 && (a < 0) != (b < 0)) {
      q--;
    }
    return q;
  }

  // The remainder that has the sign of the divisor.
  static int floorMod(int a, int b) {
    return Math.abs(a - floorDiv(a, b) * b);
  }

  static int digitSum(int n) {
    int m = Math.abs(n);
    int sum = 0;
    while (m > 0) {
      sum += m % 10;
      m = m / 10;
    }
    return sum;
  }
}
