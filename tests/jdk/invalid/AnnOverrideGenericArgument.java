// Rejected: @Override on put(String) in a subclass of Inv_AnnBox<Integer>, whose put takes Integer.
class Inv_AnnBox<T> {
  void put(T v) {}
}

class Inv_Ann extends Inv_AnnBox<Integer> {
  @Override
  void put(String v) {}
}
