package pkg_vis_b;

import pkg_vis_a.*;

public class Use extends Outer {
  public static String go() {
    Pub p = new Pub();
    return p.f() + " " + p.x + " " + Pub.s() + " " + Tool.who();
  }

  public int inner() {
    Inner i = new Inner();
    return i.v() + new Outer.Inner().v() + prot;
  }
}
