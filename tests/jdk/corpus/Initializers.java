// Static and instance initializer blocks (JLS 8.6, 8.7): static ones run once, with the static
// field initialisers in textual order, when the class is initialised (JLS 12.4.2); instance ones
// run in every constructor that does not call this(...), after super(...), with the instance field
// initialisers in textual order (JLS 12.5). A static blank final is assigned in a static block.
class Ini_Table {
  static final int SIZE;
  static int[] squares;
  static String log = "start";

  static {
    SIZE = 5;
    squares = new int[SIZE];
    for (int i = 0; i < SIZE; i++) {
      squares[i] = i * i;
    }
    log = log + ",static1";
  }

  static int after = squares[3] + 1;

  static {
    log = log + ",static2(" + after + ")";
  }
}

class Ini_Base {
  String trace = "base-field";

  {
    trace = trace + ",base-block";
  }

  Ini_Base() {
    trace = trace + ",base-ctor";
  }
}

class Ini_Point extends Ini_Base {
  int x = 1;
  int y;

  {
    y = x * 10;
    trace = trace + ",point-block(" + y + ")";
  }

  int z = y + 1;

  Ini_Point() {
    trace = trace + ",point-ctor";
  }

  Ini_Point(int x) {
    this();
    this.x = x;
    trace = trace + ",point-ctor-int";
  }
}

class Ini_Test {
  @Test
  public void staticBlocksRunInOrder() {
    System.out.println(Ini_Table.log);
    System.out.println(Ini_Table.SIZE + " " + Ini_Table.squares[4] + " " + Ini_Table.after);
  }

  @Test
  public void instanceBlocksRunPerConstructor() {
    Ini_Point p = new Ini_Point();
    System.out.println(p.trace);
    System.out.println(p.x + " " + p.y + " " + p.z);
    Ini_Point q = new Ini_Point(7);
    System.out.println(q.trace);
    System.out.println(q.x + " " + q.y + " " + q.z);
  }
}
