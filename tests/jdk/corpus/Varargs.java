// Variable arity methods and constructors (JLS 8.4.1, 15.12.2.4, 15.12.4.2): the trailing
// arguments are packed into a new array (none gives an empty one), an array argument is passed
// as it is, a null argument is a null array, fixed arity overloads win over variable arity
// ones, and the packed arguments are converted to the element type.
class Va_Stats {
  final String name;
  final int[] values;

  Va_Stats(String name, int... values) {
    this.name = name;
    this.values = values;
  }

  static int sum(int... xs) {
    int s = 0;
    for (int x : xs) {
      s += x;
    }
    return s;
  }

  static long widened(long... xs) {
    long s = 0;
    for (long x : xs) {
      s = s * 10 + x;
    }
    return s;
  }

  static String pick(int x) {
    return "fixed";
  }

  static String pick(int... xs) {
    return "variable " + xs.length;
  }

  static String join(String sep, Object... parts) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) {
        sb.append(sep);
      }
      sb.append(parts[i]);
    }
    return sb.toString();
  }

  static int count(String... names) {
    return names == null ? -1 : names.length;
  }

  String describe() {
    return name + ":" + values.length + ":" + sum(values);
  }
}

class Va_Test {
  @Test
  public void packing() {
    System.out.println(Va_Stats.sum());
    System.out.println(Va_Stats.sum(4));
    System.out.println(Va_Stats.sum(1, 2, 3, 'a'));
    System.out.println(Va_Stats.sum(new int[] {5, 6}));
    System.out.println(Va_Stats.widened(1, 2, 3L));
    System.out.println(Va_Stats.count());
    System.out.println(Va_Stats.count("a", null, "c"));
    System.out.println(Va_Stats.count((String[]) null));
  }

  @Test
  public void overloads() {
    System.out.println(Va_Stats.pick(1));
    System.out.println(Va_Stats.pick());
    System.out.println(Va_Stats.pick(1, 2));
    System.out.println(Va_Stats.join(", ", "a", 1, 2.5, 'c', true, null));
    System.out.println(Va_Stats.join("-"));
  }

  @Test
  public void constructors() {
    System.out.println(new Va_Stats("none").describe());
    System.out.println(new Va_Stats("three", 3, 4, 5).describe());
  }

  @Test
  public void argumentsEvaluatedInOrder() {
    int[] i = {0};
    System.out.println(Va_Stats.join("/", i[0]++, i[0]++, i[0]++) + " " + i[0]);
  }

  @Test(expected = NullPointerException.class)
  public void nullArrayOfIntsThrows() {
    Va_Stats.sum((int[]) null);
  }
}
