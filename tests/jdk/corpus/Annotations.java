// java.lang's annotations on the declarations where javac accepts them: @Override on methods that
// override a superclass's method, implement an interface's (generic ones through bridges, as
// members of parameterised supertypes), override Object's methods (in classes, enums, anonymous
// and local classes, and as abstract methods of interfaces); @Deprecated and @SuppressWarnings on
// classes, fields, enum constants, constructors, methods, parameters and locals; an interface
// marked @FunctionalInterface; @SafeVarargs on static, final and private variable arity methods
// and on a constructor; annotations mixed with modifiers. None changes what the program does; a
// method that is annotated but not @Test is no test.
import java.util.*;

@FunctionalInterface
interface Ann_Op {
  int apply(int a, int b);

  @Override
  boolean equals(Object o);

  @Override
  String toString();

  default int twice(int a) {
    return apply(apply(a, a), 0);
  }

  static int run(Ann_Op op, int a, int b) {
    return op.apply(a, b);
  }
}

@FunctionalInterface
interface Ann_NamedOp extends Ann_Op {
  @Override
  int apply(int a, int b);

  default String name() {
    return "named";
  }
}

interface Ann_Shape {
  double area();

  String describe();
}

@SuppressWarnings("unused")
abstract class Ann_Base implements Ann_Shape {
  @Deprecated protected int version = 1;

  @SuppressWarnings({"rawtypes", "unchecked"})
  private List legacy = new ArrayList();

  @Deprecated
  Ann_Base() {}

  @Override
  public abstract double area();

  @Override
  public String describe() {
    return "shape of area " + area();
  }

  @Override
  public String toString() {
    return "shape:" + describe();
  }

  int legacySize(@SuppressWarnings("unused") @Deprecated int unused) {
    legacyAdd("x");
    return legacy.size();
  }

  @SuppressWarnings(value = "unchecked")
  void legacyAdd(Object o) {
    legacy.add(o);
  }
}

@Deprecated
final class Ann_Square extends Ann_Base {
  private final int side;

  @SuppressWarnings("unused")
  Ann_Square(final @Deprecated int side) {
    this.side = side;
  }

  @Override
  public double area() {
    return side * side;
  }

  public @Override boolean equals(Object o) {
    return o instanceof Ann_Square && ((Ann_Square) o).side == side;
  }

  @Override()
  public int hashCode() {
    return side;
  }
}

class Ann_Point implements Comparable<Ann_Point> {
  final int x;

  Ann_Point(int x) {
    this.x = x;
  }

  @Override
  public int compareTo(Ann_Point o) {
    return Integer.compare(x, o.x);
  }

  @Override
  public String toString() {
    return "P" + x;
  }
}

class Ann_Box<T> {
  T value;

  void put(T v) {
    value = v;
  }

  T get() {
    return value;
  }
}

class Ann_IntBox extends Ann_Box<Integer> {
  @Override
  void put(Integer v) {
    value = v * 10;
  }

  @Override
  Integer get() {
    return value + 1;
  }
}

enum Ann_Level implements Ann_Shape {
  LOW(1),
  @Deprecated
  MID(2),
  HIGH(3);

  private final int weight;

  Ann_Level(int weight) {
    this.weight = weight;
  }

  @Override
  public double area() {
    return weight * 1.5;
  }

  @Override
  public String describe() {
    return name().toLowerCase() + "/" + weight;
  }

  @Override
  public String toString() {
    return "Level(" + describe() + ")";
  }
}

class Ann_Util {
  @SafeVarargs
  static <T> List<T> listOf(T... items) {
    List<T> out = new ArrayList<>();
    for (T t : items) out.add(t);
    return out;
  }

  private final List<String> seen = new ArrayList<>();

  @SafeVarargs
  Ann_Util(List<String>... lists) {
    for (List<String> l : lists) seen.addAll(l);
  }

  @SafeVarargs
  final int count(List<String>... lists) {
    return lists.length + seen.size();
  }

  @SafeVarargs
  private int countPrivately(List<Integer>... lists) {
    int n = 0;
    for (List<Integer> l : lists) n += l.size();
    return n;
  }

  int countAll() {
    return countPrivately(listOf(1, 2), listOf(3));
  }

  static class Ann_Nested {
    @Deprecated static final String TAG = "nested";

    @Override
    public String toString() {
      return TAG;
    }
  }
}

interface Ann_Sink<T> {
  void put(T t);

  default int rank() {
    return 1;
  }
}

class Ann_Last implements Ann_Sink<String> {
  String last;

  @Override
  public void put(String s) {
    last = s;
  }

  @Override
  public int rank() {
    return 2;
  }
}

abstract class Ann_AbstractSink implements Ann_Sink<Integer> {}

class Ann_Sum extends Ann_AbstractSink {
  int sum;

  @Override
  public void put(Integer x) {
    sum += x;
  }
}

interface Ann_RankedSink extends Ann_Sink<String> {
  @Override
  default int rank() {
    return 3;
  }
}

class Ann_Ident {
  <T> T id(T x) {
    return x;
  }

  Object self() {
    return this;
  }
}

class Ann_Ident2 extends Ann_Ident {
  int base = 5;

  @Override
  <T> T id(T x) {
    return x;
  }

  @Override
  Ann_Ident2 self() {
    return this;
  }

  class Ann_Inner extends Ann_Ident {
    @Override
    Object self() {
      return base;
    }
  }
}

class Ann_Desc implements Comparator<String> {
  @Override
  public int compare(String a, String b) {
    return b.compareTo(a);
  }
}

class Ann_Test {
  @Test
  public void overridesDispatch() {
    Ann_Base s = new Ann_Square(3);
    System.out.println(s + " " + s.equals(new Ann_Square(3)) + " " + s.hashCode());
    System.out.println(s.legacySize(0) + " " + s.version);
    List<Ann_Point> points = Ann_Util.listOf(new Ann_Point(3), new Ann_Point(1));
    Collections.sort(points);
    System.out.println(points);
    Ann_Box<Integer> b = new Ann_IntBox();
    b.put(4);
    System.out.println(b.get());
  }

  @Test
  @Deprecated
  public void functionalInterfaces() {
    Ann_Op plus =
        new Ann_Op() {
          @Override
          public int apply(int a, int b) {
            return a + b;
          }

          @Override
          public String toString() {
            return "plus";
          }
        };
    Ann_NamedOp times =
        new Ann_NamedOp() {
          @Override
          public int apply(int a, int b) {
            return a * b + 1;
          }
        };
    System.out.println(plus + " " + Ann_Op.run(plus, 2, 3) + " " + plus.twice(4));
    System.out.println(times.name() + " " + times.apply(2, 3) + " " + times.twice(2));
  }

  @Test
  public void enumsAndLocals() {
    for (Ann_Level l : Ann_Level.values()) {
      @SuppressWarnings("unused")
      final double area = l.area();
      System.out.println(l + " " + area);
    }
    @Deprecated
    class Counter {
      int n;

      @Override
      public String toString() {
        return "count " + n;
      }
    }
    Counter c = new Counter();
    c.n = 2;
    @SuppressWarnings({})
    int a = 1, b = 2;
    System.out.println(c + " " + (a + b) + " " + new Ann_Util.Ann_Nested());
    switch (a) {
      case 1:
        @SuppressWarnings("unused")
        String s = "case one";
        System.out.println(s);
        break;
      default:
        break;
    }
  }

  @Test
  public void safeVarargs() {
    Ann_Util u = new Ann_Util(Ann_Util.listOf("a", "b"), Ann_Util.listOf("c"));
    System.out.println(u.count(Ann_Util.listOf("x")) + " " + u.countAll());
  }

  @Test
  public void genericOverrides() {
    Ann_Last last = new Ann_Last();
    last.put("x");
    Ann_Sink<String> sink = last;
    sink.put("y");
    Ann_Sum sum = new Ann_Sum();
    sum.put(3);
    ((Ann_Sink<Integer>) sum).put(4);
    Ann_RankedSink ranked =
        new Ann_RankedSink() {
          @Override
          public void put(String s) {}
        };
    System.out.println(last.last + " " + sink.rank() + " " + sum.sum + " " + ranked.rank());
    Ann_Ident2 two = new Ann_Ident2();
    System.out.println(two.id("q") + " " + (two.self() == two) + " " + two.new Ann_Inner().self());
    List<String> l = new ArrayList<>();
    l.add("a");
    l.add("c");
    l.add("b");
    Collections.sort(l, new Ann_Desc());
    class Ann_Local extends Ann_Ident {
      @Override
      Object self() {
        return "local";
      }
    }
    System.out.println(l + " " + new Ann_Local().self());
  }

  @Override
  public String toString() {
    return "not a test";
  }
}
