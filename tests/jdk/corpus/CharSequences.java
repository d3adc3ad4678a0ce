// CharSequence (java.lang) as an interface that String and StringBuilder implement: length,
// charAt, subSequence and toString through a CharSequence reference dispatch to the object's
// class; subSequence is substring (String's and StringBuilder's own out-of-range messages);
// parameters, fields, arrays and casts of type CharSequence; instanceof; StringBuilder's
// constructor, append and insert forms taking a CharSequence; a null one throws
// NullPointerException.
class CharSeq_Test {
  static int vowels(CharSequence cs) {
    int n = 0;
    for (int i = 0; i < cs.length(); i++) {
      char c = cs.charAt(i);
      if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') {
        n++;
      }
    }
    return n;
  }

  static String describe(CharSequence cs) {
    String kind = cs instanceof String ? "String" : cs instanceof StringBuilder ? "Builder" : "?";
    return kind + ":" + cs + ":" + cs.length();
  }

  CharSequence kept = "field";

  @Test
  public void dispatchesToTheImplementation() {
    StringBuilder sb = new StringBuilder("education");
    System.out.println(vowels("sequence") + " " + vowels(sb));
    System.out.println(describe("abc") + " " + describe(sb));
    CharSequence[] all = {"xy", sb, new CharSeq_Test().kept};
    int total = 0;
    for (CharSequence cs : all) {
      total += cs.length();
    }
    System.out.println(total + " " + all[1].toString() + " " + all[2].charAt(1));
    sb.append("!");
    System.out.println(all[1] + " " + all[1].length());
  }

  @Test
  public void subSequenceIsSubstring() {
    CharSequence s = "hello world";
    CharSequence part = s.subSequence(6, 11);
    System.out.println(part + " " + part.length() + " " + (part instanceof String));
    StringBuilder sb = new StringBuilder("builder");
    CharSequence piece = sb.subSequence(1, 4);
    System.out.println(piece + " " + (piece instanceof String) + " " + piece.subSequence(1, 2));
    String direct = "direct".subSequence(0, 3).toString();
    System.out.println(direct + " " + sb.subSequence(0, 0).length());
    String back = (String) part;
    System.out.println(back.toUpperCase());
  }

  @Test
  public void stringSubSequenceOutOfRange() {
    try {
      "abc".subSequence(1, 9);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    CharSequence cs = "abc";
    try {
      cs.subSequence(2, 1);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      cs.charAt(5);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void builderSubSequenceOutOfRange() {
    CharSequence cs = new StringBuilder("abc");
    try {
      cs.subSequence(1, 9);
    } catch (StringIndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
    try {
      cs.subSequence(-1, 2);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void builderMethodsTakingACharSequence() {
    CharSequence text = "sequence";
    CharSequence other = new StringBuilder("builder");
    StringBuilder sb = new StringBuilder(text);
    System.out.println(sb + " " + sb.capacity());
    StringBuilder copy = new StringBuilder(other);
    System.out.println(copy + " " + copy.capacity());
    sb.append(other, 0, 5).insert(0, text, 4, 8).append(text);
    System.out.println(sb);
    try {
      sb.append(other, 3, 99);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test(expected = NullPointerException.class)
  public void nullSequence() {
    CharSequence cs = null;
    cs.length();
  }
}
