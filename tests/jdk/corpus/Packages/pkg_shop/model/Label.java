package pkg_shop.model;

public class Label {
  private final String text;

  public Label(String text) {
    this.text = text;
  }

  public String show() {
    return "model:" + text;
  }

  public static class Part {
    public int size() {
      return 3;
    }
  }
}
