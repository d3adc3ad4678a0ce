// Fresh program state per test: static fields start from their initialisers in every test (each
// test below sees count == 0 first), the test class is constructed anew (field initialisers and
// constructor run before each test), static final constants, static calls across classes.
class St_Registry {
  static int count = 0;
  static final int LIMIT = 3;
  static String log = "start";
  static int[] slots = new int[LIMIT];

  static int register(String name) {
    if (count >= LIMIT) {
      throw new IllegalStateException("full");
    }
    slots[count] = name.length();
    count++;
    log = log + "," + name;
    return count;
  }
}

class St_Test {
  int instanceCounter = 10;
  String greeting;

  St_Test() {
    greeting = "hello";
    instanceCounter++;
    System.out.println("constructed " + instanceCounter);
  }

  @Test
  public void firstTestSeesInitialState() {
    System.out.println(St_Registry.count + " " + St_Registry.log);
    St_Registry.register("a");
    St_Registry.register("bb");
    System.out.println(St_Registry.count + " " + St_Registry.log + " " + St_Registry.slots[1]);
    instanceCounter += 5;
  }

  @Test
  public void secondTestAlsoSeesInitialState() {
    System.out.println(St_Registry.count + " " + St_Registry.log + " " + St_Registry.slots[1]);
    System.out.println(instanceCounter + " " + greeting);
    St_Registry.register("ccc");
  }

  @Test
  public void thirdTestOverflowsTheRegistry() {
    for (int i = 0; i < 4; i++) {
      System.out.println(St_Registry.register("n" + i));
    }
  }

  @Test
  public void constants() {
    final int local = 7;
    System.out.println(St_Registry.LIMIT * local);
    Assert.assertEquals(3, St_Registry.LIMIT);
  }
}
