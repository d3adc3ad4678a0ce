// Rejected: a concrete class does not implement an interface method.
interface Inv47Sized {
  int size();

  boolean isEmpty();
}

class Inv47 implements Inv47Sized {
  public int size() {
    return 0;
  }
}
