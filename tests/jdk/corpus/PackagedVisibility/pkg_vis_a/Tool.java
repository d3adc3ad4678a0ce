package pkg_vis_a;

public class Tool {
  public static String who() {
    return "a.Tool";
  }
}
