// Enums (JLS 8.9): constants with constructor arguments, fields and methods, the implicit
// values() and valueOf(String), name(), ordinal(), compareTo, toString (overridable), switch on an
// enum (labels are the constants' simple names, a null selector throws NullPointerException),
// == comparison, enums implementing interfaces, and initialisation: the constants are created
// first, in order, when the enum is first used (JLS 12.4.1).
interface Enm_Priced {
  int price();

  default String label() {
    return "priced " + price();
  }
}

enum Enm_Color {
  RED,
  GREEN,
  BLUE
}

enum Enm_Coin implements Enm_Priced {
  PENNY(1),
  NICKEL(5),
  DIME(10),
  QUARTER(25, "quarter dollar");

  private final int cents;
  private final String title;
  static int created;
  static final int MAX_CENTS = 25;

  Enm_Coin(int cents) {
    this(cents, null);
  }

  Enm_Coin(int cents, String title) {
    this.cents = cents;
    this.title = title;
    System.out.println("creating " + cents + " " + name() + " " + ordinal());
  }

  static {
    created = values().length;
    System.out.println("coins ready: " + created);
  }

  public int price() {
    return cents;
  }

  String title() {
    return title == null ? name().toLowerCase() : title;
  }

  boolean isAtMostMax() {
    return cents <= MAX_CENTS;
  }

  static int total(Enm_Coin[] coins) {
    int sum = 0;
    for (Enm_Coin c : coins) {
      sum += c.cents;
    }
    return sum;
  }
}

enum Enm_Op {
  ADD("+"),
  SUB("-"),
  MUL("*"),
  DIV("/");

  final String symbol;

  Enm_Op(String symbol) {
    this.symbol = symbol;
  }

  int apply(int a, int b) {
    switch (this) {
      case ADD:
        return a + b;
      case SUB:
        return a - b;
      case MUL:
        return a * b;
      default:
        return a / b;
    }
  }

  public String toString() {
    return "op" + symbol;
  }
}

enum Enm_Empty {
  ;

  static int count() {
    return values().length;
  }
}

class Enm_Test {
  static String describe(Enm_Color c) {
    String s = "";
    switch (c) {
      case RED:
        s += "warm;";
      case GREEN:
        s += "natural;";
        break;
      case BLUE:
        s += "cool;";
        break;
    }
    return s;
  }

  @Test
  public void constantsAndBasics() {
    Enm_Color c = Enm_Color.GREEN;
    System.out.println(c);
    System.out.println(c.name() + " " + c.ordinal());
    System.out.println(c == Enm_Color.GREEN);
    System.out.println(c.equals(Enm_Color.BLUE));
    System.out.println(c.compareTo(Enm_Color.RED) + " " + c.compareTo(Enm_Color.BLUE));
    System.out.println(Enm_Color.RED.name() == "RED");
    Object o = Enm_Color.BLUE;
    System.out.println(o instanceof Enm_Color);
    System.out.println(((Enm_Color) o).ordinal());
    System.out.println("color " + Enm_Color.RED + "!");
  }

  @Test
  public void valuesAndValueOf() {
    Enm_Color[] all = Enm_Color.values();
    System.out.println(all.length);
    for (Enm_Color c : all) {
      System.out.print(c + ":" + c.ordinal() + " ");
    }
    System.out.println();
    all[0] = null;
    System.out.println(Enm_Color.values()[0]);
    System.out.println(Enm_Color.values() == Enm_Color.values());
    System.out.println(Enm_Color.valueOf("BLUE") == Enm_Color.BLUE);
    try {
      Enm_Color.valueOf("PURPLE");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      Enm_Color.valueOf("blue");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    System.out.println(Enm_Empty.count());
  }

  @Test(expected = NullPointerException.class)
  public void valueOfNull() {
    Enm_Color.valueOf(null);
  }

  @Test
  public void switches() {
    for (Enm_Color c : Enm_Color.values()) {
      System.out.println(describe(c));
    }
    for (Enm_Op op : Enm_Op.values()) {
      System.out.println(op + " " + op.symbol + " " + op.apply(12, 4) + " " + op.name());
    }
  }

  @Test(expected = NullPointerException.class)
  public void switchOnNull() {
    describe(null);
  }

  @Test
  public void initialisationOnFirstUse() {
    System.out.println("before");
    Enm_Coin d = Enm_Coin.DIME;
    System.out.println("after " + d.price() + " " + Enm_Coin.created);
    System.out.println(Enm_Coin.total(Enm_Coin.values()));
    System.out.println(Enm_Coin.QUARTER.title() + ", " + Enm_Coin.PENNY.title());
    Enm_Priced p = Enm_Coin.NICKEL;
    System.out.println(p.label() + " " + p.price());
    System.out.println(Enm_Coin.QUARTER.isAtMostMax());
  }

  @Test
  public void enumsInFieldsAndArrays() {
    Enm_Color[] cs = new Enm_Color[3];
    System.out.println(cs[1]);
    cs[1] = Enm_Color.RED;
    Enm_Color pick = cs[1] != null ? cs[1] : Enm_Color.BLUE;
    System.out.println(pick);
    int[] counts = new int[Enm_Color.values().length];
    Enm_Color[] seq = {Enm_Color.RED, Enm_Color.BLUE, Enm_Color.RED, Enm_Color.GREEN};
    for (Enm_Color c : seq) {
      counts[c.ordinal()]++;
    }
    System.out.println(counts[0] + " " + counts[1] + " " + counts[2]);
    StringBuilder sb = new StringBuilder();
    sb.append(Enm_Op.MUL).append('|').append(Enm_Color.GREEN);
    System.out.println(sb.toString());
    Assert.assertEquals(Enm_Color.RED, seq[2]);
    Assert.assertEquals(Enm_Color.GREEN, seq[0]);
  }
}
