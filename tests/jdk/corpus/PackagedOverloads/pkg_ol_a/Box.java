package pkg_ol_a;

// Constructors of different access.
public class Box {
  private final String made;

  public Box(long x) {
    made = "Box(long) " + x;
  }

  Box(int x) {
    made = "Box(int) " + x;
  }

  public Box(Object o) {
    made = "Box(Object) " + o;
  }

  protected Box(String s) {
    made = "Box(String) " + s;
  }

  public String made() {
    return made;
  }
}
