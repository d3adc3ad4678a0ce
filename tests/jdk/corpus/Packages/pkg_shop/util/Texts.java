package pkg_shop.util;

import pkg_shop.model.*;

public final class Texts {
  private Texts() {}

  public static String pad(String s, int width) {
    StringBuilder sb = new StringBuilder(s);
    while (sb.length() < width) sb.append('.');
    return sb.toString();
  }

  public static String priceList(Priced[] all) {
    String out = "";
    for (Priced p : all) {
      out += pad(String.valueOf(p.price()), 5) + (p.isFree() ? "free" : "") + ";";
    }
    return out;
  }

  public static String kind() {
    return Item.KIND + "/" + new Label().show();
  }
}
