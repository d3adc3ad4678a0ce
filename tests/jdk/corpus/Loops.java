// Loops: while, do/while (runs at least once), for (with an empty header part), for-each, break
// and continue in nested loops, and loops whose condition is false at the start.
class Loop_Test {
  @Test
  public void whileLoop() {
    int n = 27;
    int steps = 0;
    while (n != 1) {
      if (n % 2 == 0) {
        n = n / 2;
      } else {
        n = 3 * n + 1;
      }
      steps++;
    }
    System.out.println(steps);
  }

  @Test
  public void doWhileRunsOnce() {
    int i = 10;
    do {
      System.out.println("body " + i);
      i++;
    } while (i < 5);
    int j = 0;
    do {
      j += 3;
    } while (j < 10);
    System.out.println(j);
  }

  @Test
  public void forLoops() {
    int sum = 0;
    for (int i = 1; i <= 100; i++) {
      sum += i;
    }
    System.out.println(sum);
    int k = 0;
    for (; k < 3; ) {
      k++;
    }
    System.out.println(k);
    for (int i = 10; i > 0; i -= 3) {
      System.out.print(i + " ");
    }
    System.out.println();
    for (int i = 0; i < 0; i++) {
      System.out.println("never");
    }
  }

  @Test
  public void infiniteForWithBreak() {
    int i = 0;
    for (;;) {
      i++;
      if (i * i > 50) {
        break;
      }
    }
    System.out.println(i);
    while (true) {
      i--;
      if (i < 0) {
        break;
      }
    }
    System.out.println(i);
  }

  @Test
  public void breakAndContinueInNestedLoops() {
    int count = 0;
    for (int i = 0; i < 5; i++) {
      if (i == 1) {
        continue;
      }
      for (int j = 0; j < 5; j++) {
        if (j > i) {
          break;
        }
        if ((i + j) % 2 == 1) {
          continue;
        }
        count++;
        System.out.print(i + "" + j + " ");
      }
    }
    System.out.println();
    System.out.println(count);
  }

  @Test
  public void forEachOverArrays() {
    String[] words = {"alpha", "beta", "gamma"};
    String joined = "";
    for (String w : words) {
      joined += w.charAt(0);
    }
    System.out.println(joined);
    int[][] grid = {{1, 2}, {3, 4}, {5}};
    int sum = 0;
    for (int[] row : grid) {
      for (int v : row) {
        sum += v;
      }
    }
    System.out.println(sum);
  }

  @Test
  public void loopVariableScopes() {
    int total = 0;
    for (int i = 0; i < 3; i++) {
      int square = i * i;
      total += square;
    }
    for (int i = 0; i < 2; i++) {
      total += i;
    }
    System.out.println(total);
  }

  @Test
  public void continueInWhileAndDo() {
    int i = 0;
    int odd = 0;
    while (i < 10) {
      i++;
      if (i % 2 == 0) {
        continue;
      }
      odd += i;
    }
    System.out.println(odd);
    int j = 0;
    int seen = 0;
    do {
      j++;
      if (j == 2) {
        continue;
      }
      seen += j;
    } while (j < 4);
    System.out.println(seen);
  }
}
