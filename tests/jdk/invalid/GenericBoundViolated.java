// Rejected: String is not within the bound Inv_Shape of N's type parameter (JLS 4.5).
class Inv_Shape {
}

class Inv_Num<T extends Inv_Shape> {
  T v;
}

class InvG5 {
  Inv_Num<String> n;
}
