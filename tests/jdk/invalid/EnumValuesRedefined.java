// Rejected: values() is implicitly declared by every enum (JLS 8.9.3).
enum Inv68 {
  A;

  static Inv68[] values() {
    return null;
  }
}
