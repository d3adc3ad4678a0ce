// Rejected: super.m() where m is abstract in the superclass.
abstract class Inv46Base {
  abstract void run();
}

class Inv46 extends Inv46Base {
  void run() {
    super.run();
  }
}
