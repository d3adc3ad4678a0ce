// Rejected: Inv25b's implicit constructor calls super(), but Inv25a has no no-arg constructor.
class Inv25a {
  Inv25a(int x) {}
}

class Inv25b extends Inv25a {}
