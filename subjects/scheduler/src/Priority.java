/** Orders jobs due at the same minute: a higher priority runs first. */
public enum Priority {
  LOW(1),
  NORMAL(5),
  HIGH(10),
  CRITICAL(100);

  private final int weight;

  Priority(int weight) {
    this.weight = weight;
  }

  public int weight() {
    return weight;
  }

  /** The next higher priority (CRITICAL stays CRITICAL). */
  public Priority raise() {
    Priority[] all = values();
    return ordinal() + 1 < all.length ? all[ordinal() + 1] : this;
  }
}
