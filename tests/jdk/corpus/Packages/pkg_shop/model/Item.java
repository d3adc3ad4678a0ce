// Packages (JLS 7): a public class of pkg_shop.model with members of every access. Its
// package-private method `tag()` is not overridden by the same-signature method of
// pkg_shop.app.Special, a subclass in another package (JLS 8.4.8.1).
package pkg_shop.model;

public class Item implements Priced {
  public static int made = 0;
  public static final String KIND = "item";

  final String name;
  int cents;
  protected int stock;

  public Item(String name, int cents) {
    this.name = name;
    this.cents = cents;
    made++;
  }

  protected Item(String name) {
    this(name, 100);
    stock = 1;
  }

  public String name() {
    return name;
  }

  public int price() {
    return cents;
  }

  String tag() {
    return "item-tag";
  }

  protected String describe() {
    return name + "@" + cents + " [" + tag() + "]";
  }

  public String label() {
    return describe();
  }

  public void take(int n) {
    if (n > stock) throw new OutOfStock(name + " has only " + stock);
    stock -= n;
  }

  @Override
  public String toString() {
    return "Item(" + name + ")";
  }
}
