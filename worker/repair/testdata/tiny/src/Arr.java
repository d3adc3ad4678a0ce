class Arr {
  static int sum(int[] a) {
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      s = s + a[i];
    }
    return s;
  }

  static int max(int[] a) {
    int m = a[0];
    for (int i = 1; i < a.length; i++) {
      if (a[i] > m) {
        m = a[i];
      }
    }
    return m;
  }

  static int clamp(int x, int lo, int hi) {
    if (x < lo) {
      return lo;
    }
    if (x > hi) {
      return hi;
    }
    return x;
  }

  static int firstLength(String[] s) {
    return s[0].length();
  }

  static int min(int a, int b) {
    return a < b ? a : b;
  }

  static int larger(int a, int b) {
    return Math.max(a, b);
  }

  static Object asObject(String s) {
    Object o = (Object) s;
    return o;
  }
}
