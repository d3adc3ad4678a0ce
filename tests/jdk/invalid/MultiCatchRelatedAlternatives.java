// The alternatives of a multi-catch may not be subclasses of each other (JLS 14.20).
class MultiCatchRelatedAlternatives {
  static void run() {
    try {
      System.out.println(1 / 0);
    } catch (RuntimeException | ArithmeticException e) {
      System.out.println("caught");
    }
  }
}
