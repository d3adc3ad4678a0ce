// Rejected: @FunctionalInterface on an interface with two abstract methods (one inherited).
interface Inv_AnnBase {
  int first();
}

@FunctionalInterface
interface Inv_Ann extends Inv_AnnBase {
  int second();

  boolean equals(Object o);
}
