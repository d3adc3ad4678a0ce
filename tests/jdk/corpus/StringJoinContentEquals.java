// String.join(CharSequence, CharSequence...) and String.contentEquals(CharSequence) as JDK 17
// defines them: join takes Strings and StringBuilders (through a CharSequence too), as varargs or
// an array (a String[] is a CharSequence[]), writes "null" for a null element and the delimiter
// only between elements; a null delimiter or array throws NullPointerException. contentEquals
// compares the chars of a String or a StringBuilder, whatever the argument's class; null throws.
class StrJoin_Test {
  static String both(CharSequence a, CharSequence b) {
    return String.join(a, b, a);
  }

  @Test
  public void joinsVarargsAndArrays() {
    System.out.println(String.join(", ", "a", "b", "c"));
    System.out.println(String.join("-", "only"));
    System.out.println("[" + String.join("-") + "]");
    StringBuilder sb = new StringBuilder("sb");
    CharSequence cs = new StringBuilder("<>");
    System.out.println(String.join(cs, "x", sb, "y"));
    System.out.println(String.join(sb, new StringBuilder("1"), "2"));
    String[] words = {"left", "", "right"};
    System.out.println(String.join("/", words) + " " + String.join("/", words).length());
    CharSequence[] mixed = {sb, "s", null};
    System.out.println(String.join("", mixed));
    System.out.println(String.join("+", (CharSequence) null, "z"));
    System.out.println(both("|", sb));
    sb.append("!");
    System.out.println(String.join(sb, "a", "b"));
    System.out.println(String.join("", new String[0]).isEmpty());
  }

  @Test
  public void comparesContents() {
    String s = "text";
    StringBuilder sb = new StringBuilder("te");
    System.out.println(s.contentEquals(sb) + " " + s.contentEquals("text"));
    sb.append("xt");
    System.out.println(s.contentEquals(sb) + " " + s.equals(sb) + " " + s.contentEquals(sb.toString()));
    CharSequence cs = sb;
    System.out.println("text".contentEquals(cs) + " " + "Text".contentEquals(cs));
    System.out.println("".contentEquals(new StringBuilder()) + " " + "a".contentEquals(""));
    sb.setLength(3);
    System.out.println(s.contentEquals(cs) + " " + cs);
  }

  @Test
  public void nullDelimiterThrows() {
    try {
      String.join(null, "a");
      System.out.println("no exception");
    } catch (NullPointerException e) {
      System.out.println("NullPointerException");
    }
    CharSequence[] none = null;
    try {
      String.join(",", none);
      System.out.println("no exception");
    } catch (NullPointerException e) {
      System.out.println("NullPointerException");
    }
  }

  @Test(expected = NullPointerException.class)
  public void contentEqualsNullThrows() {
    CharSequence cs = null;
    "x".contentEquals(cs);
  }
}
