// Generic methods with inferred type arguments (JLS 18.5.1, the common cases), bounded type
// parameters, wildcards (JLS 4.5.1), generic supertypes (JLS 8.1.4) and raw types (JLS 4.8).
class GenM_Shape {
  int size;

  GenM_Shape(int size) {
    this.size = size;
  }

  int area() {
    return size * size;
  }

  public String toString() {
    return "Shape" + size;
  }
}

class GenM_Circle extends GenM_Shape {
  GenM_Circle(int size) {
    super(size);
  }

  int area() {
    return 3 * size * size;
  }

  public String toString() {
    return "Circle" + size;
  }
}

class GenM_Box<T> {
  T value;

  GenM_Box(T value) {
    this.value = value;
  }

  T get() {
    return value;
  }

  void set(T value) {
    this.value = value;
  }

  boolean same(GenM_Box<?> other) {
    return value == other.value;
  }
}

class GenM_IntBox extends GenM_Box<Integer> {
  GenM_IntBox(int v) {
    super(v);
  }

  int twice() {
    return get() * 2;
  }
}

interface GenM_Maker<T> {
  T make(int n);
}

class GenM_CircleMaker implements GenM_Maker<GenM_Circle> {
  public GenM_Circle make(int n) {
    return new GenM_Circle(n);
  }
}

class GenM_Stack<E> {
  private Object[] items = new Object[4];
  private int size;

  void push(E e) {
    if (size == items.length) {
      Object[] bigger = new Object[size * 2];
      for (int i = 0; i < size; i++) bigger[i] = items[i];
      items = bigger;
    }
    items[size++] = e;
  }

  E pop() {
    return (E) items[--size];
  }

  boolean isEmpty() {
    return size == 0;
  }
}

class GenM_Test {
  static <T> T pick(boolean first, T a, T b) {
    return first ? a : b;
  }

  static <T extends GenM_Shape> T largest(T[] shapes) {
    T best = shapes[0];
    for (T s : shapes) {
      if (s.area() > best.area()) best = s;
    }
    return best;
  }

  static int total(GenM_Box<? extends GenM_Shape> box) {
    GenM_Shape s = box.get();
    return s.area();
  }

  static void fill(GenM_Box<? super GenM_Circle> box, int n) {
    box.set(new GenM_Circle(n));
  }

  static <K, V> GenM_Box<V> second(K key, V value) {
    return new GenM_Box<>(value);
  }

  static <T> int count(T[] items, T x) {
    int n = 0;
    for (T t : items) {
      if (t.equals(x)) n++;
    }
    return n;
  }

  @Test
  public void inference() {
    int a = pick(true, 1, 2);
    String s = pick(false, "x", "y");
    long l = pick(true, 5L, 6L);
    System.out.println(a + s + l);
    GenM_Circle[] cs = {new GenM_Circle(1), new GenM_Circle(3), new GenM_Circle(2)};
    GenM_Circle big = largest(cs);
    System.out.println(big + " " + big.area());
    GenM_Box<String> b = second(1, "two");
    System.out.println(b.get().length());
    System.out.println(count(new Integer[] {1, 2, 1, 3}, 1));
    System.out.println(count(new String[] {"a", "b"}, "c"));
  }

  @Test
  public void wildcards() {
    GenM_Box<GenM_Circle> c = new GenM_Box<>(new GenM_Circle(2));
    GenM_Box<GenM_Shape> s = new GenM_Box<>(new GenM_Shape(2));
    System.out.println(total(c) + " " + total(s));
    fill(s, 5);
    fill(c, 6);
    System.out.println(s.get() + " " + c.get().area());
    GenM_Box<?> any = c;
    Object o = any.get();
    System.out.println(o + " " + any.same(c) + " " + s.same(c));
    GenM_Box<? extends GenM_Shape> ext = c;
    System.out.println(ext.get().area());
  }

  @Test
  public void supertypes() {
    GenM_IntBox ib = new GenM_IntBox(21);
    int x = ib.get();
    System.out.println(x + ib.twice());
    GenM_Box<Integer> asBox = ib;
    asBox.set(4);
    System.out.println(ib.twice());
    GenM_Maker<GenM_Circle> m = new GenM_CircleMaker();
    GenM_Circle c = m.make(3);
    System.out.println(c.area());
    GenM_Maker<? extends GenM_Shape> any = m;
    System.out.println(any.make(1));
  }

  @Test
  public void stackOfStrings() {
    GenM_Stack<String> st = new GenM_Stack<>();
    for (int i = 0; i < 6; i++) st.push("s" + i);
    StringBuilder sb = new StringBuilder();
    while (!st.isEmpty()) sb.append(st.pop().toUpperCase());
    System.out.println(sb);
    GenM_Stack<Integer> nums = new GenM_Stack<Integer>();
    nums.push(3);
    nums.push(null);
    System.out.println(nums.pop());
    int top = nums.pop();
    System.out.println(top + 1);
    try {
      nums.push(null);
      int bad = nums.pop();
      System.out.println(bad);
    } catch (NullPointerException e) {
      System.out.println("NPE");
    }
  }

  @Test
  public void rawTypes() {
    GenM_Box raw = new GenM_Box("r");
    raw.set(5);
    Object v = raw.get();
    System.out.println(v);
    GenM_Box<String> typed = raw;
    Object w = typed.get();
    System.out.println(w);
    try {
      String bad = typed.get();
      System.out.println(bad);
    } catch (ClassCastException e) {
      System.out.println("CCE");
    }
  }

  @Test(expected = ClassCastException.class)
  public void pollutedUseSiteCastThrows() {
    GenM_Box<Integer> b = new GenM_Box<>(1);
    GenM_Box raw = b;
    raw.set("not an int");
    int x = b.get();
    System.out.println(x);
  }
}
