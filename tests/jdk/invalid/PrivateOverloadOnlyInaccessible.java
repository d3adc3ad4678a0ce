// Rejected: the only applicable overload is private in another class; the accessible one does
// not fit the argument ("h(int) has private access in Other").
class Main {
  String g() {
    return Other.h(1);
  }
}

class Other {
  private static String h(int x) {
    return "int";
  }

  static String h(String s) {
    return s;
  }
}
