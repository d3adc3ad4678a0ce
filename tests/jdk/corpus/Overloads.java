// User-defined overloading resolved by javac with Java's rules (most specific applicable method,
// widening before anything else), and static versus instance methods of the same class.
class Ovl_Printer {
  static String kind(int x) {
    return "int";
  }

  static String kind(long x) {
    return "long";
  }

  static String kind(double x) {
    return "double";
  }

  static String kind(String x) {
    return "String";
  }

  static String pair(long a, long b) {
    return "long,long";
  }

  static String pair(double a, double b) {
    return "double,double";
  }

  int base = 1;

  int add(int x) {
    return base + x;
  }

  int add(int x, int y) {
    return base + x + y;
  }
}

class Ovl_Test {
  @Test
  public void mostSpecificOverload() {
    char c = 'c';
    System.out.println(Ovl_Printer.kind(1));
    System.out.println(Ovl_Printer.kind(1L));
    System.out.println(Ovl_Printer.kind(1.0));
    System.out.println(Ovl_Printer.kind(c));
    System.out.println(Ovl_Printer.kind("s"));
    System.out.println(Ovl_Printer.pair(1, 2));
    System.out.println(Ovl_Printer.pair(1, 2.0));
  }

  @Test
  public void overloadByArity() {
    Ovl_Printer p = new Ovl_Printer();
    System.out.println(p.add(1) + " " + p.add(1, 2));
  }
}
