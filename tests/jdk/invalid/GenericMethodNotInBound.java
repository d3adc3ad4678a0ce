// Rejected: T is erased to Object, which has no method length().
class InvG3<T> {
  int f(T t) {
    return t.length();
  }
}
