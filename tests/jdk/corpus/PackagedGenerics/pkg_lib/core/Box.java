package pkg_lib.core;

public class Box<T extends Comparable<T>> {
  private T value;
  public static int opened;

  public Box(T value) {
    this.value = value;
  }

  public T get() {
    return value;
  }

  public boolean bigger(Box<T> other) {
    return value.compareTo(other.value) > 0;
  }

  public static <U extends Comparable<U>> Box<U> of(U u) {
    opened++;
    return new Box<>(u);
  }

  public Action printer() {
    return new Action() {
      public void run() {
        System.out.println("box of " + value);
      }
    };
  }

  public Object local() {
    class Peek {
      public String toString() {
        return "peek " + value;
      }
    }
    return new Peek();
  }

  public Object anonymous() {
    return new Object() {};
  }
}
