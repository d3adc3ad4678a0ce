// Rejected: a basic for loop's counter is incremented, so it is not effectively final.
class Inv100 {
  Object[] make() {
    Object[] out = new Object[3];
    for (int i = 0; i < 3; i++) {
      out[i] = new Object() {
        public int hashCode() {
          return i;
        }
      };
    }
    return out;
  }
}
