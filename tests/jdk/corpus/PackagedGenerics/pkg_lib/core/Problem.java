package pkg_lib.core;

public class Problem extends Exception {
  public Problem(String m) {
    super(m);
  }
}
