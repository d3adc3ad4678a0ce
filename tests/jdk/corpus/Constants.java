// Compile-time constant expressions (JLS 15.29) of type String are interned like literals
// (JLS 3.10.5): "a" + "b" == "ab", constant variables (final, constant initialiser) fold,
// anything computed at run time is a new object.
class Cst_Names {
  static final String A = "a";
  static final String AB = A + "b";
  static final int N = 3;
  static final String AN = A + N;
  static final String MIXED = "x" + 1 + 'c' + 2L + true + 1.5;
  static String notFinal = "a";
  static final String COMPUTED = notFinal + "b";
}

class Cst_Test {
  @Test
  public void literalConcatenationIsInterned() {
    String ab = "ab";
    System.out.println(("a" + "b") == "ab");
    System.out.println(ab == "a" + "b");
    System.out.println(Cst_Names.AB == "ab");
    System.out.println(Cst_Names.AN == "a3");
    System.out.println(Cst_Names.MIXED);
    System.out.println(Cst_Names.MIXED == "x1c2true1.5");
  }

  @Test
  public void finalLocalsAreConstantVariables() {
    final String a = "a";
    final int two = 2;
    String b = "b";
    System.out.println((a + "b") == "ab");
    System.out.println((a + two) == "a2");
    System.out.println((a + b) == "ab");
    System.out.println((a + b).equals("ab"));
  }

  @Test
  public void runTimeValuesAreNew() {
    System.out.println(Cst_Names.COMPUTED == "ab");
    System.out.println(Cst_Names.COMPUTED.equals("ab"));
    String s = "a";
    s += "b";
    System.out.println(s == "ab");
  }

  @Test
  public void constantsInSwitchAndConditionals() {
    final int k = Cst_Names.N * 2;
    switch (6) {
      case k:
        System.out.println("six");
        break;
      default:
        System.out.println("other");
    }
    String t = true ? "yes" : "no";
    System.out.println(t == "yes");
  }
}
