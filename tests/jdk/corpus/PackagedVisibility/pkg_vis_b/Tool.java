// A package-private class named like pkg_vis_a's public Tool: an on-demand import of pkg_vis_b
// does not import it (JLS 7.5.2 imports accessible types only), so `Tool` in a file importing
// both packages on demand is pkg_vis_a.Tool, not ambiguous; in pkg_vis_b it is this one.
package pkg_vis_b;

class Tool {
  static String who() {
    return "b.Tool";
  }
}
