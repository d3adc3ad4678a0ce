// An immutable fraction num/den kept in lowest terms with a positive denominator, so that equal
// values have equal fields.
class Rational {
  int num;
  int den;

  Rational(int numerator, int denominator) {
    if (denominator == 0) {
      throw new ArithmeticException("zero denominator");
    }
    if (denominator < 0) {
      numerator = -numerator;
      denominator = -denominator;
    }
    int g = IntMath.gcd(numerator, denominator);
    num = numerator / g;
    den = denominator / g;
  }

  static Rational of(int value) {
    return new Rational(value, 1);
  }

  // Accepts "n" or "n/d" with optional spaces around the numbers.
  static Rational parse(String s) {
    int slash = s.indexOf('/');
    if (slash < 0) {
      return of(Integer.parseInt(s.trim()));
    }
    int n = Integer.parseInt(s.substring(0, slash).trim());
    int d = Integer.parseInt(s.substring(slash + 1).trim());
    return new Rational(n, d);
  }

  Rational add(Rational o) {
    return new Rational(num * o.den + o.num * den, den * o.den);
  }

  Rational subtract(Rational o) {
    return new Rational(num * o.den - o.num * den, den * o.den);
  }

  Rational multiply(Rational o) {
    return new Rational(num * o.num, den * o.den);
  }

  Rational divide(Rational o) {
    return new Rational(num * o.den, den * o.num);
  }

  Rational negate() {
    return new Rational(-num, den);
  }

  Rational reciprocal() {
    return new Rational(den, num);
  }

  Rational pow(int exp) {
    Rational base = exp < 0 ? reciprocal() : this;
    Rational result = of(1);
    for (int i = 0; i < Math.abs(exp); i++) {
      result = result.multiply(base);
    }
    return result;
  }

  // Cross-multiplies in long so that the comparison cannot overflow.
  int compareTo(Rational o) {
    long left = (long) num * o.den;
    long right = (long) o.num * den;
    if (left < right) {
      return -1;
    }
    if (left > right) {
      return 1;
    }
    return 0;
  }

  int floor() {
    return IntMath.floorDiv(num, den);
  }

  double doubleValue() {
    return (double) num / den;
  }

  // Null entries are skipped.
  static Rational sum(Rational[] values) {
    Rational total = of(0);
    for (int i = 0; i < values.length; i++) {
      if (values[i] != null) {
        total = values[i].add(total);
      }
    }
    return total;
  }

  public boolean equals(Object o) {
    if (o instanceof Rational) {
      return compareTo((Rational) o) == 0;
    }
    return false;
  }

  public int hashCode() {
    return 31 * num + den;
  }

  public String toString() {
    if (den == 1) {
      return String.valueOf(num);
    }
    return num + "/" + den;
  }
}
