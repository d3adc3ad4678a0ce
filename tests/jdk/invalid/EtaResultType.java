// Rejected: the explicit type argument makes the result a String, which is no Integer.
class Inv_Eta {
  static <T> T none() {
    return null;
  }

  Integer f() {
    return Inv_Eta.<String>none();
  }
}
