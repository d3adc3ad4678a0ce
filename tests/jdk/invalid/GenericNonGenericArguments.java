// Rejected: a class without type parameters takes no type arguments.
class Inv_Plain {
}

class InvG13 {
  Inv_Plain<String> p;
}
