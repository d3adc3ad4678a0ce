// A small program exercising most of the subset; used by the parser, printer and runner tests.
class Shape {
  protected String name;

  Shape(String name) {
    this.name = name;
  }

  double area() {
    return 0.0;
  }

  public String toString() {
    return name + "(" + area() + ")";
  }
}

class Rect extends Shape {
  private final double w, h;

  Rect(double w, double h) {
    super("rect");
    this.w = w;
    this.h = h;
  }

  double area() {
    return w * h;
  }
}

class BadInput extends RuntimeException {
  BadInput(String message) {
    super(message);
  }
}

public class Sample {
  static final int LIMIT = 10;
  static int counter = 0;
  int[] data = {3, 1, 2};

  static int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
  }

  static void sort(int[] a) {
    for (int i = 1; i < a.length; i++) {
      int key = a[i], j = i - 1;
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
  }

  static String classify(int x) {
    switch (x % 3) {
      case 0:
        return "fizz";
      case 1:
      case -1:
        counter += 1;
        break;
      default:
        return x < 0 ? "neg" : "pos";
    }
    return "one";
  }

  static int parse(String s) {
    try {
      if (s.isEmpty()) throw new BadInput("empty");
      return Integer.parseInt(s.trim());
    } catch (BadInput e) {
      return -1;
    } finally {
      counter++;
    }
  }

  static long mix(long a, int b) {
    long r = a << 3 ^ b >>> 1;
    r += (long) b * b;
    do {
      r = r * 31 + (r >> 7);
      b--;
    } while (b > 0);
    return r;
  }

  static String build(char[] cs) {
    StringBuilder sb = new StringBuilder();
    for (char c : cs) {
      if (c == ' ') continue;
      sb.append((char) (c + 1));
    }
    return sb.reverse().toString();
  }
}
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
