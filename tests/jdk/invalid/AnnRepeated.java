// Rejected: @Deprecated twice on one method (it is not repeatable).
class Inv_Ann {
  @Deprecated
  @Deprecated
  void old() {}
}
