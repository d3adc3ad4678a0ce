// Generic classes and interfaces by erasure.
class Gen_Box<T> {
  private T value;

  Gen_Box(T value) {
    this.value = value;
  }

  T get() {
    return value;
  }

  void set(T v) {
    value = v;
  }
}

class Gen_Pair<K, V> {
  K key;
  V val;

  Gen_Pair(K key, V val) {
    this.key = key;
    this.val = val;
  }

  Gen_Pair<V, K> swap() {
    return new Gen_Pair<>(val, key);
  }

  public String toString() {
    return "(" + key + ", " + val + ")";
  }
}

interface Gen_Source<T> {
  T next();
}

class Gen_Counter implements Gen_Source<Integer> {
  int n = 0;

  public Integer next() {
    n++;
    return n;
  }
}

class Gen_Shape {
  int size;

  Gen_Shape(int size) {
    this.size = size;
  }

  int area() {
    return size * size;
  }
}

class Gen_Square extends Gen_Shape {
  Gen_Square(int size) {
    super(size);
  }

  int area() {
    return size * size + 1;
  }
}

class Gen_Num<T extends Gen_Shape> {
  T x;

  Gen_Num(T x) {
    this.x = x;
  }

  int twice() {
    return x.area() * 2;
  }

  T shape() {
    return x;
  }
}

class Gen_Test {
  static <T> T first(T[] a) {
    return a[0];
  }

  static <T> Gen_Box<T> boxOf(T x) {
    return new Gen_Box<>(x);
  }

  @Test
  public void boxes() {
    Gen_Box<Integer> b = new Gen_Box<Integer>(5);
    int x = b.get();
    b.set(x + 1);
    System.out.println(b.get() + 1);
    Gen_Box<String> s = new Gen_Box<>("hi");
    System.out.println(s.get().length());
    Gen_Pair<String, Integer> p = new Gen_Pair<>("a", 1);
    Gen_Pair<Integer, String> q = p.swap();
    System.out.println(p + " " + q + " " + (q.key + 1));
    Gen_Source<Integer> src = new Gen_Counter();
    src.next();
    int y = src.next();
    System.out.println(y);
    Gen_Num<Gen_Square> n = new Gen_Num<>(new Gen_Square(3));
    Gen_Square sq = n.shape();
    System.out.println(n.twice() + " " + sq.area());
  }

  @Test
  public void methods() {
    String[] a = {"x", "y"};
    String f = first(a);
    System.out.println(f + first(new Integer[] {3, 4}));
    Gen_Box<Long> bl = boxOf(7L);
    long v = bl.get();
    System.out.println(v);
  }

  @Test
  public void rawPollution() {
    Gen_Box<Integer> b = new Gen_Box<>(1);
    Gen_Box raw = b;
    raw.set("str");
    Object o = raw.get();
    System.out.println(o);
    int x = b.get();
  }
}
