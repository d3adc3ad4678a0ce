// A public class whose superclass is package-private: its inherited public members are usable
// from every package through Pub (JLS 6.6.1: the qualifying type Pub is accessible).
package pkg_vis_a;

class Hidden {
  public int x = 7;

  public int f() {
    return 40 + x;
  }

  public static int s() {
    return 3;
  }
}

public class Pub extends Hidden {
  public Pub() {
    x = 9;
  }
}
