package pkg_shop.model;

public class OutOfStock extends RuntimeException {
  public OutOfStock(String message) {
    super(message);
  }
}
