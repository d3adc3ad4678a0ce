// Rejected: type arguments are reference types (JLS 4.5.1).
class Inv_Box<T> {
  T v;
}

class InvG8 {
  Inv_Box<int> b;
}
