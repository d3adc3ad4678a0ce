// Recursion deeper than a few thousand frames, as the JVM's default stack allows for small frames
// (its exact limit depends on frame sizes and on when the JIT compiles, so the depths here stay
// well below it), and StackOverflowError, catchable, for unbounded recursion.
class Deep_Math {
  static int depth(int n) {
    return n == 0 ? 0 : 1 + depth(n - 1);
  }

  static long sum(int[] a, int i) {
    return i == a.length ? 0 : a[i] + sum(a, i + 1);
  }

  int countDown(int n) {
    if (n == 0) {
      return 0;
    }
    return countDown(n - 1) + 1;
  }

  static int forever(int n) {
    return forever(n + 1) + 1;
  }
}

class Deep_Test {
  @Test
  public void thousandsOfFrames() {
    System.out.println(Deep_Math.depth(8000));
    System.out.println(new Deep_Math().countDown(6000));
  }

  @Test
  public void recursionOverAnArray() {
    int[] a = new int[4000];
    for (int i = 0; i < a.length; i++) {
      a[i] = i;
    }
    System.out.println(Deep_Math.sum(a, 0));
  }

  @Test
  public void unboundedRecursionOverflows() {
    try {
      Deep_Math.forever(0);
    } catch (StackOverflowError e) {
      System.out.println("overflow");
    }
    System.out.println(Deep_Math.depth(100));
  }
}
