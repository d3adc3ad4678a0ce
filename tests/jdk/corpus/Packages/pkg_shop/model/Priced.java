package pkg_shop.model;

public interface Priced {
  int FREE = 0;

  int price();

  default boolean isFree() {
    return price() == FREE;
  }
}
