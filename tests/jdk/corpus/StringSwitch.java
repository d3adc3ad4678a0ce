// switch on String (JLS 14.11): labels are constant strings (literals, constant variables,
// constant concatenations), matched by equals; fall-through and default as for int; a null
// selector throws NullPointerException.
class Ss_Commands {
  static final String STOP = "st" + "op";

  static String run(String command) {
    String out = "";
    switch (command) {
      case "go":
        out += "going;";
        break;
      case STOP:
        out += "stopping;";
      case "pause":
        out += "paused;";
        break;
      case "":
        out += "empty;";
        break;
      default:
        out += "unknown(" + command + ");";
    }
    return out;
  }

  static int noDefault(String s) {
    int n = 0;
    switch (s) {
      case "a":
        n = 1;
        break;
      case "b":
        n = 2;
        break;
    }
    return n;
  }
}

class Ss_Test {
  @Test
  public void dispatches() {
    System.out.println(Ss_Commands.run("go"));
    System.out.println(Ss_Commands.run("stop"));
    System.out.println(Ss_Commands.run("pa" + "use"));
    System.out.println(Ss_Commands.run(""));
    System.out.println(Ss_Commands.run("Go"));
    StringBuilder b = new StringBuilder("st");
    b.append("op");
    System.out.println(Ss_Commands.run(b.toString()));
    System.out.println(Ss_Commands.noDefault("b") + Ss_Commands.noDefault("c"));
  }

  @Test(expected = NullPointerException.class)
  public void nullSelector() {
    String s = null;
    Ss_Commands.run(s);
  }
}
