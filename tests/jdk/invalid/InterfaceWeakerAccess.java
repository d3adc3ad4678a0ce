// Rejected: an interface method implemented without `public` (weaker access).
interface Inv48Runner {
  void run();
}

class Inv48 implements Inv48Runner {
  void run() {}
}
