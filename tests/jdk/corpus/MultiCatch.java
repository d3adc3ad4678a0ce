// Multi-catch (JLS 14.20): one handler for several unrelated exception classes; the parameter's
// type is their least upper bound.
class Mc_Thrower {
  static int run(int what) {
    int[] a = new int[2];
    String s = null;
    switch (what) {
      case 0:
        return a[5];
      case 1:
        return s.length();
      case 2:
        return 10 / (what - 2);
      case 3:
        throw new IllegalStateException("state");
      default:
        return what;
    }
  }
}

class Mc_Test {
  @Test
  public void handlesEachAlternative() {
    for (int i = 0; i < 5; i++) {
      try {
        System.out.println("value " + Mc_Thrower.run(i));
      } catch (ArrayIndexOutOfBoundsException | NullPointerException e) {
        System.out.println("index-or-null " + (e instanceof NullPointerException));
      } catch (ArithmeticException | IllegalStateException e) {
        System.out.println("other " + e.getMessage());
      }
    }
  }

  @Test
  public void parameterHasTheCommonSuperclass() {
    try {
      Mc_Thrower.run(0);
    } catch (StringIndexOutOfBoundsException | ArrayIndexOutOfBoundsException e) {
      IndexOutOfBoundsException same = e;
      System.out.println(same.getMessage());
    }
  }
}
