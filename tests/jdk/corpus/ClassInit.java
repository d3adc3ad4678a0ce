// Class initialisation on first active use (JLS 12.4.1, 12.4.2): a class is initialised just
// before its first instance creation, static method call or non-constant static field access;
// superclasses first; constant variables do not initialise; a circular initialisation sees the
// default values of the class being initialised; a failed initialisation throws
// ExceptionInInitializerError once and NoClassDefFoundError afterwards.
class Ci_Log {
  static int note(String what) {
    System.out.println("init " + what);
    return what.length();
  }
}

class Ci_Base {
  static int base = Ci_Log.note("Base");

  static int twice(int x) {
    return 2 * x;
  }
}

class Ci_Derived extends Ci_Base {
  static int derived = Ci_Log.note("Derived");
  static final int CONSTANT = 40 + 2;
  static final String NAME = "Der" + "ived";

  int value = 7;

  static void touch() {
    System.out.println("touch " + derived);
  }
}

class Ci_Other {
  static int counter = Ci_Log.note("Other");
  static int[] table = new int[3];
}

class Ci_Ping {
  static int a = Ci_Pong.b + 1;
}

class Ci_Pong {
  static int b = Ci_Ping.a + 10;
}

class Ci_Broken {
  static int zero = 0;
  static int value = 10 / zero;

  static int get() {
    return value;
  }
}

class Ci_Instance {
  static int made = Ci_Log.note("Instance");

  Ci_Instance() {
    made++;
  }
}

class Ci_ArgOrder {
  static int field = Ci_Log.note("ArgOrder");

  static int take(int x) {
    return x + field;
  }
}

class Ci_Test {
  static int arg(String s) {
    System.out.println("arg " + s);
    return 1;
  }

  @Test
  public void constantsDoNotInitialise() {
    System.out.println("start");
    System.out.println(Ci_Derived.CONSTANT + " " + Ci_Derived.NAME);
    System.out.println("end");
  }

  @Test
  public void superclassFirst() {
    System.out.println("start");
    Ci_Derived.touch();
    Ci_Derived.touch();
    System.out.println(Ci_Base.base);
  }

  @Test
  public void inheritedStaticMethodInitialisesDeclaringClassOnly() {
    System.out.println(Ci_Derived.twice(4));
    System.out.println("then");
    System.out.println(Ci_Derived.derived);
  }

  @Test
  public void fieldWriteAndArrayField() {
    System.out.println("start");
    Ci_Other.table[1] = 5;
    Ci_Other.counter = 3;
    System.out.println(Ci_Other.counter + Ci_Other.table[1]);
  }

  @Test
  public void instanceCreation() {
    System.out.println("start");
    new Ci_Instance();
    new Ci_Instance();
    System.out.println(Ci_Instance.made);
    System.out.println(new Ci_Derived().value);
  }

  @Test
  public void argumentsBeforeStaticCallInitialisation() {
    System.out.println(Ci_ArgOrder.take(arg("x")));
  }

  @Test
  public void circularSeesDefaults() {
    System.out.println(Ci_Ping.a + " " + Ci_Pong.b);
  }

  @Test
  public void circularFromTheOtherSide() {
    System.out.println(Ci_Pong.b + " " + Ci_Ping.a);
  }

  @Test
  public void failedInitialisation() {
    try {
      System.out.println(Ci_Broken.get());
    } catch (ExceptionInInitializerError e) {
      System.out.println("first: " + e.getMessage());
    }
    try {
      System.out.println(Ci_Broken.value);
    } catch (NoClassDefFoundError e) {
      System.out.println("again: " + e.getMessage());
    }
  }

  @Test
  public void unusedClassesStayUninitialised() {
    Ci_Other o = null;
    System.out.println(o == null);
  }
}
