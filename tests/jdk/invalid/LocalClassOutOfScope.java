// Rejected: a local class is in scope only to the end of the block declaring it (JLS 6.3).
class Inv102 {
  Object make(boolean b) {
    if (b) {
      class L {}
    }
    return new L();
  }
}
