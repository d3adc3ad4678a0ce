// Rejected: a class's type parameter is not in scope in its static methods (JLS 8.1.3).
class InvG6<T> {
  static T make() {
    return null;
  }
}
