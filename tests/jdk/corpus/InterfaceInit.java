// Interface initialisation (JLS 12.4.1, 12.4.2 step 7): initialising a class first initialises
// its superclass, then its superinterfaces that declare a default method (each after its own
// superinterfaces, in the order of the implements and extends clauses), never the others; an
// interface is otherwise initialised on the first use of one of its non-constant fields or
// static methods, and initialising an interface does not initialise its superinterfaces.
class IfI_Log {
  static String text = "";

  static int note(String s) {
    text += s + ";";
    return text.length();
  }
}

interface IfI_Base {
  int B = IfI_Log.note("Base");

  default int base() {
    return 1;
  }
}

interface IfI_Plain {
  int P = IfI_Log.note("Plain");

  int f();
}

interface IfI_Sub extends IfI_Base {
  int S = IfI_Log.note("Sub");

  default int sub() {
    return 2;
  }
}

interface IfI_Quiet extends IfI_Sub {
  int Q = IfI_Log.note("Quiet");

  int g();
}

class IfI_Parent implements IfI_Base {
  static int p = IfI_Log.note("Parent");
}

class IfI_Child extends IfI_Parent implements IfI_Plain, IfI_Quiet {
  static int c = IfI_Log.note("Child");

  public int f() {
    return 3;
  }

  public int g() {
    return 4;
  }
}

class IfI_Test {
  @Test
  public void classInitialisesDefaultInterfaces() {
    IfI_Child child = new IfI_Child();
    System.out.println(IfI_Log.text);
    System.out.println(child.f() + child.g() + child.sub() + child.base());
    System.out.println(IfI_Plain.P > 0);
    System.out.println(IfI_Log.text);
  }

  @Test
  public void interfaceAloneLeavesItsSuperinterfaces() {
    System.out.println(IfI_Quiet.Q > 0);
    System.out.println(IfI_Log.text);
    System.out.println(IfI_Sub.S > 0);
    System.out.println(IfI_Log.text);
  }

  @Test
  public void superclassFirst() {
    System.out.println(IfI_Parent.p > 0);
    System.out.println(IfI_Log.text);
  }
}
