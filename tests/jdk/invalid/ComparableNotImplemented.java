// Rejected: a class implementing Comparable<P> must implement compareTo(P).
class Inv_NoCompareTo implements Comparable<Inv_NoCompareTo> {
  int x;
}
