// Rejected: @FunctionalInterface on an abstract class.
@FunctionalInterface
abstract class Inv_Ann {
  abstract int run();
}
