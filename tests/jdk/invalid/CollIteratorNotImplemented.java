// Rejected: a class implementing Iterator must implement next() (JLS 8.1.1.1).
import java.util.Iterator;

class Inv_HalfIterator implements Iterator {
  public boolean hasNext() {
    return false;
  }
}
