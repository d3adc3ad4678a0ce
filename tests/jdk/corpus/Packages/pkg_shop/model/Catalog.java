// Same-package access without imports: Item's package-private fields and method, and a
// package-private class (Shelf) that no other package can name.
package pkg_shop.model;

import java.util.ArrayList;
import java.util.List;

public class Catalog {
  private final List<Item> items = new ArrayList<>();
  private final Shelf shelf = new Shelf();

  public Catalog add(Item item) {
    items.add(item);
    shelf.count++;
    item.stock += 2;
    return this;
  }

  public int total() {
    int sum = 0;
    for (Item i : items) sum += i.cents;
    return sum;
  }

  public String tags() {
    StringBuilder sb = new StringBuilder();
    for (Item i : items) sb.append(i.tag()).append(' ');
    return sb.toString().trim();
  }

  public int shelved() {
    return shelf.count;
  }

  public static Label label(String text) {
    return new Label(text);
  }
}

class Shelf {
  int count;
}
