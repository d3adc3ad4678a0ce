// Rejected: two member classes of one class with the same name.
class Inv96 {
  static class Box {}

  interface Box {}
}
