// Shapes that the interpreter runs through the fused nodes of docs/performance.md, "Guard returns
// and the user call path": `if (x CMP y) return r;` followed by one statement (r a local or a
// constant, the comparison on locals or a local and a constant), and `while (x CMP y && e) { a;
// b; }`. Each case is one where the fused node must keep the JDK's order of reads, checks,
// exceptions and jumps.
class Gr_Node {
  int v;
  Gr_Node next;

  Gr_Node(int v, Gr_Node next) {
    this.v = v;
    this.next = next;
  }
}

class Gr_Test {
  static int calls;

  static int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
  }

  static long fact(int n) {
    if (n <= 1) return 1;
    return n * fact(n - 1);
  }

  static int lt(int x, int y) {
    if (x < y) return x;
    return y;
  }

  static int le(int x) {
    if (x <= 5) return -1;
    return x * 2;
  }

  static int gt(int x, int y) {
    if (x > y) return 100;
    return y - x;
  }

  static int ge(int x) {
    if (x >= 0) return x;
    return -x;
  }

  static int eq(int x, int y) {
    if (x == y) return 0;
    return x < y ? -1 : 1;
  }

  static int ne(int x) {
    if (x != 7) return x;
    return 77;
  }

  static char firstOr(char c, char d) {
    if (c == 'a') return d;
    return c;
  }

  static boolean flip(boolean b) {
    if (b == true) return false;
    return true;
  }

  static String orDefault(String s) {
    if (s == null) return "none";
    return s + "!";
  }

  static Gr_Node self(Gr_Node n) {
    if (n != null) return n;
    return new Gr_Node(-1, null);
  }

  static long widened(int n) {
    if (n < 0) return 5000000000L;
    return n;
  }

  static int restThrows(int n, int[] a) {
    if (n < 0) return n;
    return a[n];
  }

  static int next() {
    return calls++;
  }

  static int inLoop(int[] a, int k) {
    int i = 0;
    while (true) {
      if (a[i] == k) return i;
      i++;
    }
  }

  static int inFinally(int x) {
    try {
      if (x > 3) return x;
      x = x * 10;
    } finally {
      System.out.println("finally " + x);
    }
    return x + 1;
  }

  static int noGuardWithElse(int x) {
    if (x < 0) return 0;
    else x = x + 1;
    return x;
  }

  static int sortSum(int[] a) {
    for (int i = 1; i < a.length; i++) {
      int key = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > key) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = key;
    }
    int s = 0;
    for (int i = 0; i < a.length; i++) s = s * 31 + a[i];
    return s;
  }

  static int findFirst(int[] a, int k) {
    int i = 0;
    int n = a.length;
    while (i < n && i >= 0) {
      if (a[i] == k) return i;
      i++;
    }
    return -1;
  }

  static int countWhile(int n, int limit) {
    int i = 0;
    int c = 0;
    while (i < n && next() < limit) {
      c += 2;
      i++;
    }
    return c * 1000 + i;
  }

  @Test
  public void guards() {
    System.out.println(fib(20));
    System.out.println(fact(15));
    System.out.println(lt(3, 4) + " " + lt(4, 3) + " " + lt(5, 5));
    System.out.println(le(5) + " " + le(6) + " " + le(-100));
    System.out.println(gt(9, 2) + " " + gt(2, 9) + " " + gt(4, 4));
    System.out.println(ge(0) + " " + ge(-8) + " " + ge(Integer.MIN_VALUE));
    System.out.println(eq(1, 1) + " " + eq(1, 2) + " " + eq(2, 1));
    System.out.println(ne(7) + " " + ne(8));
    System.out.println(firstOr('a', 'z') + " " + firstOr('b', 'z'));
    System.out.println(flip(true) + " " + flip(false));
    System.out.println(orDefault(null) + " " + orDefault("x"));
    Gr_Node n = new Gr_Node(4, null);
    System.out.println((self(n) == n) + " " + self(null).v);
    System.out.println(widened(-1) + " " + widened(42));
    System.out.println(inLoop(new int[] {5, 6, 7, 8}, 7));
    System.out.println(inFinally(4) + " " + inFinally(2));
    System.out.println(noGuardWithElse(-3) + " " + noGuardWithElse(3));
    System.out.println(restThrows(-2, null));
    try {
      restThrows(1, null);
    } catch (NullPointerException e) {
      System.out.println("null array after the guard");
    }
    try {
      restThrows(3, new int[2]);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      inLoop(new int[] {1, 2}, 3);
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("not found: " + e.getMessage());
    }
  }

  @Test
  public void whileWithAndOnLocals() {
    System.out.println(sortSum(new int[] {5, 3, 9, 1, 1, -4, 12, 0, 7}));
    System.out.println(sortSum(new int[0]) + " " + sortSum(new int[] {2}));
    calls = 0;
    System.out.println(countWhile(10, 4) + " calls " + calls);
    calls = 0;
    System.out.println(countWhile(3, 100) + " calls " + calls);
    calls = 0;
    System.out.println(countWhile(0, 100) + " calls " + calls);
    System.out.println(findFirst(new int[] {4, 5, 6}, 6) + " " + findFirst(new int[] {4}, 6));
    // The right operand throws on the first test that reaches it.
    int[] a = {1, 2, 3};
    int j = 0;
    try {
      while (j <= 5 && a[j] > 0) {
        a[j] = -a[j];
        j++;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      System.out.println("j " + j + " " + e.getMessage() + " " + a[0] + a[1] + a[2]);
    }
    // break, continue and return out of the fused loop's body.
    int k = 0;
    int s = 0;
    while (k < 20 && s < 1000) {
      k++;
      if (k % 3 == 0) continue;
      else if (k == 14) break;
      else s += k;
    }
    System.out.println(k + " " + s);
    Gr_Node list = new Gr_Node(1, new Gr_Node(3, new Gr_Node(8, new Gr_Node(9, null))));
    Gr_Node p = list;
    int sum = 0;
    while (p != null && p.v < 8) {
      sum += p.v;
      p = p.next;
    }
    System.out.println(sum + " stopped at " + p.v);
    Gr_Node q = list;
    int m = 0;
    outer:
    while (m < 10 && q != null) {
      m++;
      if (q.v == 3) {
        q = q.next;
        continue outer;
      } else q = q.next;
    }
    System.out.println("m " + m + " " + (q == null));
    Gr_Node r = null;
    int t = 0;
    try {
      while (t < 3 && r.v > 0) {
        t++;
        t++;
      }
    } catch (NullPointerException e) {
      System.out.println("null in the right operand, t " + t);
    }
  }
}
