// Rejected: @Override on a method of an anonymous class that its interface does not declare.
interface Inv_AnnRun {
  void run();
}

class Inv_Ann {
  Inv_AnnRun make() {
    return new Inv_AnnRun() {
      public void run() {}

      @Override
      public void stop() {}
    };
  }
}
