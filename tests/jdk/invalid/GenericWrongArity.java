// Rejected: Box has one type parameter, not two.
class Inv_Box<T> {
  T v;
}

class InvG9 {
  Inv_Box<String, String> b;
}
