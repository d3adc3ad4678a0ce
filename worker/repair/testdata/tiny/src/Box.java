class Box {
  int value;

  Box() {
    value = 0;
  }

  int get() {
    return value;
  }

  int twice() {
    return value * 2;
  }

  static int read(Box b) {
    return b.get();
  }

  static int readBoth(Box b, int[] xs, int k) {
    int total = b.get() + xs[k];
    return total;
  }
}
