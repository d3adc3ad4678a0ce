// A subclass in another package: it reaches Item's protected members through `this`, `super`
// and references of its own type (JLS 6.6.2.1), and calls the protected constructor through
// super(...). Its tag() does not override Item's package-private tag().
package pkg_shop.app;

import pkg_shop.model.Item;

public class Special extends Item {
  public Special(String name) {
    super(name);
    stock += 5;
  }

  String tag() {
    return "special-tag";
  }

  @Override
  protected String describe() {
    return "special " + super.describe() + " own " + tag();
  }

  public int stockOf(Special other) {
    return other.stock + this.stock;
  }

  public String viaOther(Special other) {
    return other.describe();
  }

  public static class Gift extends Special {
    public Gift() {
      super("gift");
    }

    @Override
    public int price() {
      return FREE;
    }
  }
}
