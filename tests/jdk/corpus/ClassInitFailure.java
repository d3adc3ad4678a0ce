// A test class whose own static initialiser throws: the JVM harness reports the
// ExceptionInInitializerError raised when it instantiates the class; an Error is not wrapped.
class Cif_Test {
  static int[] data = new int[2];
  static int bad = data[5];

  @Test
  public void neverRuns() {
    System.out.println("unreachable");
  }
}

class Cif_ErrorTest {
  static int bad = fail();

  static int fail() {
    throw new AssertionError("from the initialiser");
  }

  @Test
  public void neverRunsEither() {
    System.out.println("unreachable");
  }
}
