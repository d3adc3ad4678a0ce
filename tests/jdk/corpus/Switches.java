// switch on int: fall-through, default anywhere, no default, return inside a case, nested
// switches, negative and constant labels.
class Sw_Days {
  static final int WEEKEND = 6;

  static String name(int day) {
    switch (day) {
      case 1:
        return "mon";
      case 2:
        return "tue";
      case WEEKEND:
      case 7:
        return "weekend";
      default:
        return "mid";
    }
  }

  static int fallThrough(int n) {
    int acc = 0;
    switch (n) {
      case 0:
        acc += 1;
      case 1:
        acc += 10;
      case 2:
        acc += 100;
        break;
      case 3:
        acc += 1000;
    }
    return acc;
  }

  static int defaultInTheMiddle(int n) {
    int r = -1;
    switch (n) {
      case -5:
        r = 5;
        break;
      default:
        r = 0;
      case 10:
        r = r + 10;
        break;
      case 20:
        r = 20;
    }
    return r;
  }
}

class Sw_Test {
  @Test
  public void returnsFromCases() {
    for (int d = 0; d <= 8; d++) {
      System.out.print(Sw_Days.name(d) + " ");
    }
    System.out.println();
  }

  @Test
  public void fallThroughAccumulates() {
    for (int n = -1; n <= 4; n++) {
      System.out.println(n + " -> " + Sw_Days.fallThrough(n));
    }
  }

  @Test
  public void defaultNotLast() {
    System.out.println(Sw_Days.defaultInTheMiddle(-5));
    System.out.println(Sw_Days.defaultInTheMiddle(10));
    System.out.println(Sw_Days.defaultInTheMiddle(20));
    System.out.println(Sw_Days.defaultInTheMiddle(3));
  }

  @Test
  public void nestedSwitchAndBreakInLoop() {
    int total = 0;
    for (int i = 0; i < 6; i++) {
      switch (i % 3) {
        case 0:
          switch (i) {
            case 0:
              total += 1;
              break;
            default:
              total += 2;
          }
          break;
        case 1:
          continue;
        default:
          total += 100;
      }
      total += 1000;
    }
    System.out.println(total);
    Assert.assertEquals(4203, total);
  }

  @Test
  public void switchOnExpression() {
    int x = 7;
    switch (x * 2 - 4) {
      case 10:
        System.out.println("ten");
        break;
      case 14:
        System.out.println("fourteen");
        break;
    }
    switch (x) {
    }
    System.out.println("done");
  }
}
