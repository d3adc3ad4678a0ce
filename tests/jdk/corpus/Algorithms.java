// Small algorithms of the kind the repair subjects contain: sorting, searching, string building,
// matrix arithmetic, a sieve, and a little stack class.
class Alg_Sort {
  static void bubbleSort(int[] a) {
    for (int i = 0; i < a.length; i++) {
      for (int j = 0; j + 1 < a.length - i; j++) {
        if (a[j] > a[j + 1]) {
          int t = a[j];
          a[j] = a[j + 1];
          a[j + 1] = t;
        }
      }
    }
  }

  static int binarySearch(int[] a, int key) {
    int lo = 0;
    int hi = a.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (a[mid] < key) {
        lo = mid + 1;
      } else if (a[mid] > key) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -(lo + 1);
  }

  static String join(int[] a) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < a.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(a[i]);
    }
    return sb.append("]").toString();
  }
}

class Alg_Stack {
  private int[] items = new int[2];
  private int size;

  void push(int v) {
    if (size == items.length) {
      int[] bigger = new int[items.length * 2];
      for (int i = 0; i < size; i++) {
        bigger[i] = items[i];
      }
      items = bigger;
    }
    items[size++] = v;
  }

  int pop() {
    if (size == 0) {
      throw new IllegalStateException("empty stack");
    }
    return items[--size];
  }

  boolean isEmpty() {
    return size == 0;
  }
}

class Alg_Test {
  @Test
  public void sortAndSearch() {
    int[] a = {5, -1, 3, 3, 0, 12, 7};
    Alg_Sort.bubbleSort(a);
    System.out.println(Alg_Sort.join(a));
    System.out.println(Alg_Sort.binarySearch(a, 7));
    System.out.println(Alg_Sort.binarySearch(a, 4));
    Assert.assertEquals("[-1, 0, 3, 3, 5, 7, 12]", Alg_Sort.join(a));
  }

  @Test
  public void sieve() {
    boolean[] composite = new boolean[50];
    int count = 0;
    for (int i = 2; i < composite.length; i++) {
      if (!composite[i]) {
        count++;
        for (int j = i * i; j < composite.length; j += i) {
          composite[j] = true;
        }
      }
    }
    System.out.println(count);
  }

  @Test
  public void matrixMultiply() {
    long[][] a = {{1, 2}, {3, 4}};
    long[][] r = {{1, 0}, {0, 1}};
    for (int step = 0; step < 40; step++) {
      long[][] next = new long[2][2];
      for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
          for (int k = 0; k < 2; k++) {
            next[i][j] += r[i][k] * a[k][j];
          }
        }
      }
      r = next;
    }
    System.out.println(r[0][0] + " " + r[1][1]);
  }

  @Test
  public void stackGrowsAndEmpties() {
    Alg_Stack s = new Alg_Stack();
    for (int i = 0; i < 5; i++) {
      s.push(i * i);
    }
    String out = "";
    while (!s.isEmpty()) {
      out += s.pop() + " ";
    }
    System.out.println(out);
    s.pop();
  }

  @Test
  public void wordCount() {
    String text = "  the quick  brown fox ";
    int words = 0;
    boolean inWord = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ' ') {
        inWord = false;
      } else if (!inWord) {
        inWord = true;
        words++;
      }
    }
    System.out.println(words);
    Assert.assertEquals(4, words);
  }
}
