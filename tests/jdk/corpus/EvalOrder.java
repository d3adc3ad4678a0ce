// Java's evaluation order: operands left to right, arguments left to right, the array reference
// and index before the right-hand side, compound assignment reads the left side first, and
// && / || / ?: evaluate only what they need.
class Ord_Trace {
  static String log = "";

  static int t(int v) {
    log += v;
    return v;
  }

  static boolean b(boolean v, String tag) {
    log += tag;
    return v;
  }

  static int sum3(int a, int b, int c) {
    return a * 100 + b * 10 + c;
  }
}

class Ord_Test {
  @Test
  public void operandsLeftToRight() {
    int r = Ord_Trace.t(1) + Ord_Trace.t(2) * Ord_Trace.t(3);
    System.out.println(r + " " + Ord_Trace.log);
  }

  @Test
  public void argumentsLeftToRight() {
    int i = 1;
    System.out.println(Ord_Trace.sum3(i++, i++, i));
    System.out.println(Ord_Trace.sum3(Ord_Trace.t(4), Ord_Trace.t(5), Ord_Trace.t(6)));
    System.out.println(Ord_Trace.log);
  }

  @Test
  public void arrayIndexBeforeValue() {
    int[] a = new int[4];
    int i = 0;
    a[i++] = i + 10;
    a[i] = i++ * 5;
    System.out.println(a[0] + " " + a[1] + " " + i);
    int j = 1;
    a[j] += a[j++] + j;
    System.out.println(a[1] + " " + j);
  }

  @Test
  public void compoundReadsLeftFirst() {
    int x = 5;
    x += x++ * 2;
    System.out.println(x);
    int y = 3;
    y = y + (y = 10);
    System.out.println(y);
  }

  @Test
  public void shortCircuit() {
    boolean r1 = Ord_Trace.b(false, "a") && Ord_Trace.b(true, "b");
    boolean r2 = Ord_Trace.b(true, "c") || Ord_Trace.b(true, "d");
    boolean r3 = Ord_Trace.b(false, "e") & Ord_Trace.b(true, "f");
    boolean r4 = Ord_Trace.b(true, "g") | Ord_Trace.b(false, "h");
    int r5 = Ord_Trace.b(false, "i") ? Ord_Trace.t(1) : Ord_Trace.t(2);
    System.out.println(r1 + " " + r2 + " " + r3 + " " + r4 + " " + r5);
    System.out.println(Ord_Trace.log);
  }

  @Test
  public void shortCircuitGuardsNull() {
    String s = null;
    System.out.println(s != null && s.length() > 0);
    System.out.println(s == null || s.length() > 0);
  }

  @Test
  public void divisionByZeroAfterLeftOperand() {
    int zero = 0;
    try {
      int r = Ord_Trace.t(7) / (zero * Ord_Trace.t(8));
      System.out.println(r);
    } catch (ArithmeticException e) {
      System.out.println("caught after " + Ord_Trace.log);
    }
  }

  @Test
  public void indexEvaluatedBeforeNullCheck() {
    int[] a = null;
    try {
      a[Ord_Trace.t(9)] = Ord_Trace.t(3);
    } catch (NullPointerException e) {
      System.out.println("npe after " + Ord_Trace.log);
    }
  }
}
