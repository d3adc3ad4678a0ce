// Explicit type arguments of method calls (JLS 15.12): static and instance generic methods named
// as `Type.<A, B>m()`, `this.<T>m()`, `super.<T>m()` and `expr.<T>m()`, where they fix what
// inference would not find (a call's result used as a receiver, a call without arguments), the
// use-site cast javac inserts for them (ClassCastException on a polluted value), a bounded type
// parameter, an array type argument, a library method (Collections.emptyList) and a method that is
// not generic (whose type arguments javac ignores).
import java.util.*;

class Eta_Util {
  static <T> T none() {
    return null;
  }

  @SuppressWarnings("unchecked")
  static <T> T cast(Object o) {
    return (T) o;
  }

  static <K, V> Map<K, V> make() {
    return new HashMap<>();
  }

  static <T extends Comparable<T>> T max(T a, T b) {
    return a.compareTo(b) >= 0 ? a : b;
  }

  static <T> List<T> twice(T x) {
    List<T> out = new ArrayList<>();
    out.add(x);
    out.add(x);
    return out;
  }
}

class Eta_Base {
  <T> String show(T x) {
    return "base " + x;
  }
}

class Eta_Box<T> extends Eta_Base {
  T value;

  Eta_Box(T value) {
    this.value = value;
  }

  <U> Eta_Box<U> with(U other) {
    return new Eta_Box<>(other);
  }

  @Override
  <X> String show(X x) {
    return "box " + x + " / " + super.<X>show(x);
  }

  String describe() {
    return this.<T>show(value) + " " + this.<String>with("w").value.length();
  }

  int len(String s) {
    return s.length();
  }
}

class Eta_Test {
  @Test
  public void staticCalls() {
    System.out.println(Eta_Util.<String>cast("abc").length() + " " + (Eta_Util.<String>none() == null));
    Map<String, Integer> m = Eta_Util.<String, Integer>make();
    m.put("a", 1);
    m.put("b", Eta_Util.<Integer>max(3, 7));
    System.out.println(m + " " + Eta_Util.<String>max("pear", "apple").toUpperCase());
    int[] second = Eta_Util.<int[]>twice(new int[] {4, 5}).get(1);
    System.out.println(Eta_Util.<int[]>twice(second).size() + " " + second[1]);
    System.out.println(Eta_Util.<Integer>twice(2).get(0) + 1);
  }

  @Test
  public void library() {
    List<String> empty = Collections.<String>emptyList();
    System.out.println(empty.size() + " " + Collections.<Integer>emptyList().isEmpty() + " " + empty);
  }

  @Test
  public void instanceCalls() {
    Eta_Box<Integer> b = new Eta_Box<>(5);
    System.out.println(b.describe());
    System.out.println(b.<String>with("xy").value.length() + " " + b.<Double>with(1.5).value);
    System.out.println(b.<String>len("four") + " " + b.<Long>show(7L));
  }

  @Test
  public void pollutedCastThrows() {
    try {
      String s = Eta_Util.<String>cast(42);
      System.out.println("no cast " + s);
    } catch (ClassCastException e) {
      System.out.println("ClassCastException");
    }
  }
}
