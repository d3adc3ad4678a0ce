// Rejected: two local classes of one name in the same scope.
class Inv103 {
  void run() {
    class L {}
    class L {}
  }
}
