// Enhanced for (JLS 14.14.2): each element is assigned to the loop variable by assignment
// conversion, so a wider primitive variable (and Object, by boxing) is allowed.
class Fec_Test {
  @Test
  public void widening() {
    int[] ints = {2000000000, 2000000000, -5};
    long sum = 0;
    for (long x : ints) {
      sum += x;
    }
    System.out.println(sum);
    double half = 0;
    for (double d : ints) {
      half += d / 2;
    }
    System.out.println(half);
    char[] chars = {'a', 'b'};
    int codes = 0;
    for (int c : chars) {
      codes = codes * 1000 + c;
    }
    System.out.println(codes);
    long[] longs = {1L << 40, 3};
    for (double d : longs) {
      System.out.println(d);
    }
  }

  @Test
  public void boxing() {
    int[] ints = {1, 2};
    String all = "";
    for (Object o : ints) {
      all += o + ";" + o.equals(1) + " ";
    }
    System.out.println(all);
  }
}
