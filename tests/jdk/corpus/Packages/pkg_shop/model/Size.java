package pkg_shop.model;

public enum Size {
  SMALL,
  LARGE;

  public static class Chart {
    public enum Fit {
      TIGHT
    }
  }
}
