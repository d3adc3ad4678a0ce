// Rejected: an enum is implicitly final (JLS 8.9); no class can extend it.
enum Inv62 {
  A
}

class Inv62Sub extends Inv62 {}
