// Labeled statements with labeled break and continue (JLS 14.7, 14.15, 14.16): out of nested
// loops, continuing an outer loop of each kind, breaking a labeled block, jumps through switch,
// finally blocks run on the way out, and definite assignment through `break L`.
class Lbl_Search {
  // The first (row, col) holding `target`, as row * 100 + col, or -1.
  static int find(int[][] grid, int target) {
    int found = -1;
    outer:
    for (int r = 0; r < grid.length; r++) {
      for (int c = 0; c < grid[r].length; c++) {
        if (grid[r][c] == target) {
          found = r * 100 + c;
          break outer;
        }
      }
    }
    return found;
  }

  // Rows whose elements are all positive, counted with `continue rows`.
  static int positiveRows(int[][] grid) {
    int count = 0;
    rows:
    for (int[] row : grid) {
      for (int v : row) {
        if (v <= 0) continue rows;
      }
      count++;
    }
    return count;
  }

  static String whileContinue(int n) {
    String out = "";
    int i = 0;
    loop:
    while (i < n) {
      i++;
      int j = 0;
      while (true) {
        j++;
        if (j > i) continue loop;
        if (j == 3) break loop;
        out += i + "" + j + ",";
      }
    }
    return out + "end" + i;
  }

  static int doWhileContinue(int n) {
    int i = 0, sum = 0;
    again:
    do {
      i++;
      for (int k = 0; k < 10; k++) {
        if (k == i) continue again;
        sum += k;
      }
    } while (i < n);
    return sum;
  }

  static String block(int x) {
    String out = "start;";
    check:
    {
      if (x < 0) break check;
      out += "nonneg;";
      if (x == 0) break check;
      out += "pos;";
    }
    return out + "done";
  }

  static String throughSwitch(int[] xs) {
    String out = "";
    scan:
    for (int x : xs) {
      switch (x) {
        case 0:
          continue scan;
        case 9:
          break scan;
        default:
          out += x + ";";
      }
    }
    return out;
  }

  static String throughFinally(int n) {
    String out = "";
    outer:
    for (int i = 0; i < n; i++) {
      try {
        if (i == 2) break outer;
        out += "body" + i + ";";
      } finally {
        out += "fin" + i + ";";
      }
    }
    return out;
  }

  // `x` is definitely assigned after the labeled statement: every way out assigns it.
  static int assigned(boolean c) {
    int x;
    done:
    {
      if (c) {
        x = 1;
        break done;
      }
      x = 2;
    }
    return x;
  }

  // A label may be reused once its statement has ended; labels do not clash with variables.
  static int reuse() {
    int a = 0;
    a:
    for (int i = 0; i < 5; i++) {
      if (i == 3) break a;
      a++;
    }
    a:
    for (int i = 0; i < 5; i++) {
      if (i == 1) continue a;
      a += 10;
    }
    return a;
  }

  // A labeled loop whose only exit is `break L` completes normally (JLS 14.22).
  static int forever() {
    int i = 0;
    spin:
    while (true) {
      i++;
      if (i == 7) break spin;
    }
    return i;
  }
}

class Lbl_Test {
  @Test
  public void searches() {
    int[][] grid = {{1, 2, 3}, {4, 5, 6}, {7, 5, 9}};
    Assert.assertEquals(101, Lbl_Search.find(grid, 5));
    Assert.assertEquals(-1, Lbl_Search.find(grid, 42));
    Assert.assertEquals(2, Lbl_Search.positiveRows(new int[][] {{1, 2}, {0, 3}, {5}, {}, {-1}}) - 1);
  }

  @Test
  public void continuesOuterLoops() {
    System.out.println(Lbl_Search.whileContinue(5));
    System.out.println(Lbl_Search.doWhileContinue(4));
    System.out.println(Lbl_Search.throughSwitch(new int[] {1, 0, 2, 0, 3, 9, 4}));
  }

  @Test
  public void breaksBlocks() {
    System.out.println(Lbl_Search.block(-1));
    System.out.println(Lbl_Search.block(0));
    System.out.println(Lbl_Search.block(5));
    System.out.println(Lbl_Search.assigned(true) + Lbl_Search.assigned(false));
  }

  @Test
  public void runsFinallyAndReusesLabels() {
    System.out.println(Lbl_Search.throughFinally(5));
    System.out.println(Lbl_Search.reuse());
    System.out.println(Lbl_Search.forever());
  }
}
