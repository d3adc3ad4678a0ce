// Rejected: an array of a type variable cannot be created (JLS 15.10.1).
class InvG7<T> {
  T[] make() {
    return new T[3];
  }
}
