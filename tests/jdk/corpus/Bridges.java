// Overrides that need javac's bridge methods (JLS 15.12.4.5): a subclass of a generic class
// overriding put(T) as put(Integer), called through the generic superclass (the bridge casts and
// dispatches to the override), through a raw reference with a wrong type (ClassCastException
// from the bridge), and through a further subclass's override; Map.Entry implemented by a user
// class; Comparator and Comparable implementations dispatched from the library.
import java.util.*;

class Brg_Sink<T> {
  String log = "";

  void put(T x) {
    log += "sink:" + x + " ";
  }

  T echo(T x) {
    return x;
  }
}

class Brg_IntSink extends Brg_Sink<Integer> {
  int total;

  void put(Integer x) {
    total += x;
    log += "int:" + x + " ";
  }

  Integer echo(Integer x) {
    return x + 1;
  }
}

class Brg_LoudSink extends Brg_IntSink {
  void put(Integer x) {
    log += "loud ";
    super.put(x * 2);
  }
}

class Brg_Pair implements Map.Entry<String, Integer> {
  private final String key;
  private Integer value;

  Brg_Pair(String key, Integer value) {
    this.key = key;
    this.value = value;
  }

  public String getKey() {
    return key;
  }

  public Integer getValue() {
    return value;
  }

  public Integer setValue(Integer v) {
    Integer old = value;
    value = v;
    return old;
  }
}

class Brg_Test {
  @Test
  public void bridgesDispatch() {
    Brg_IntSink s = new Brg_IntSink();
    s.put(3);
    Brg_Sink<Integer> g = s;
    g.put(4);
    System.out.println(s.total + " " + s.log + g.echo(9) + " " + s.echo(1));
    Brg_Sink raw = s;
    try {
      raw.put("five");
    } catch (ClassCastException e) {
      System.out.println("raw put: ClassCastException " + s.total);
    }
    Brg_Sink<Integer> loud = new Brg_LoudSink();
    loud.put(5);
    System.out.println(((Brg_IntSink) loud).total + " " + loud.log);
    Brg_Sink<String> plain = new Brg_Sink<>();
    plain.put("p");
    System.out.println(plain.log + plain.echo("q"));
  }

  @Test
  public void userEntries() {
    Map.Entry<String, Integer> e = new Brg_Pair("k", 1);
    System.out.println(e.getKey() + " " + e.setValue(2) + " " + e.getValue());
    Map.Entry raw = e;
    try {
      raw.setValue("x");
    } catch (ClassCastException ex) {
      System.out.println("setValue: ClassCastException " + e.getValue());
    }
  }
}
