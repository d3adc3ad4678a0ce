// Rejected: @FunctionalInterface on an interface whose only abstract method is Object's equals.
@FunctionalInterface
interface Inv_Ann {
  boolean equals(Object o);

  default int one() {
    return 1;
  }
}
