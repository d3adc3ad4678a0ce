// Rejected: a resource's type must implement AutoCloseable (javac: incompatible types:
// try-with-resources not applicable to variable type).
class InvTwr2 {
  static void f() {
    try (String s = "a") {
      System.out.println(s);
    }
  }
}
