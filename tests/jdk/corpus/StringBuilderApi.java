// StringBuilder's editing API: insert of every argument type (null String, char[] and Object
// too), deleteCharAt, delete (an end past the length is clamped), replace, substring,
// indexOf/lastIndexOf with out-of-range starts, setLength (padding with '\0' and truncating),
// the capacity rules (16, length + 16, growth to 2 * capacity + 2 or the needed length),
// ranged appends and inserts, compareTo, and every StringIndexOutOfBoundsException and
// IndexOutOfBoundsException message as JDK 17 prints it.
class SbApi_Item {
  int n;

  SbApi_Item(int n) {
    this.n = n;
  }

  public String toString() {
    return "item" + n;
  }
}

class SbApi_Test {
  static String show(StringBuilder sb) {
    return "[" + sb.toString().replace('\0', '0') + "] " + sb.length();
  }

  @Test
  public void inserts() {
    StringBuilder sb = new StringBuilder("world");
    sb.insert(0, "hello ").insert(5, ',').insert(sb.length(), 42).insert(0, 7L).insert(1, 2.5).insert(0, true);
    System.out.println(show(sb));
    String nothing = null;
    char[] abc = {'a', 'b', 'c'};
    Object o = new SbApi_Item(3);
    Object none = null;
    sb.insert(4, nothing).insert(0, abc).insert(2, o).insert(sb.length(), none).insert(3, 'z');
    System.out.println(show(sb));
    sb.insert(1, abc, 1, 2).insert(0, "0123456789", 3, 6).insert(0, new StringBuilder("SB"), 0, 1);
    System.out.println(show(sb));
    StringBuilder chain = new StringBuilder();
    chain.insert(0, 1).insert(0, 2).insert(1, 3);
    System.out.println(chain);
  }

  @Test
  public void deletesAndReplaces() {
    StringBuilder sb = new StringBuilder("abcdefghij");
    sb.deleteCharAt(0).deleteCharAt(sb.length() - 1);
    System.out.println(show(sb));
    sb.delete(2, 4);
    System.out.println(show(sb));
    sb.delete(4, 100);
    System.out.println(show(sb));
    sb.delete(1, 1).delete(4, 4);
    System.out.println(show(sb));
    sb.replace(1, 2, "XYZ").replace(0, 0, "<").replace(sb.length(), sb.length() + 9, ">").replace(2, 100, "");
    System.out.println(show(sb));
    sb.append("tail").replace(0, 3, "");
    System.out.println(show(sb) + " " + sb.reverse() + " " + sb.reverse());
  }

  @Test
  public void searchingAndSubstrings() {
    StringBuilder sb = new StringBuilder("abracadabra");
    System.out.println(sb.indexOf("bra") + " " + sb.indexOf("bra", 2) + " " + sb.indexOf("zz") + " " + sb.indexOf("", 4)
        + " " + sb.indexOf("a", -9) + " " + sb.indexOf("a", 99) + " " + sb.indexOf("", 99));
    System.out.println(sb.lastIndexOf("bra") + " " + sb.lastIndexOf("bra", 7) + " " + sb.lastIndexOf("a", 0) + " " + sb.lastIndexOf("a", -1)
        + " " + sb.lastIndexOf("", 99) + " " + sb.lastIndexOf("", -3) + " " + sb.lastIndexOf("abracadabra!") + " " + sb.lastIndexOf("abr", 99));
    System.out.println(sb.substring(4) + " " + sb.substring(0, 4) + " [" + sb.substring(11) + "] [" + sb.substring(3, 3) + "]");
    sb.setCharAt(0, 'A');
    System.out.println(sb.charAt(0) + " " + sb.charAt(10) + " " + sb);
    try {
      sb.indexOf(null);
    } catch (NullPointerException e) {
      System.out.println("indexOf(null) NullPointerException");
    }
  }

  @Test
  public void lengthsAndCapacity() {
    StringBuilder sb = new StringBuilder();
    System.out.println(sb.capacity() + " " + new StringBuilder("abc").capacity() + " " + new StringBuilder(5).capacity() + " " + new StringBuilder(0).capacity());
    StringBuilder caps = new StringBuilder();
    for (int i = 0; i < 100; i++) {
      int before = sb.capacity();
      sb.append('x');
      if (sb.capacity() != before) caps.append(sb.length()).append(':').append(sb.capacity()).append(' ');
    }
    System.out.println(caps);
    StringBuilder t = new StringBuilder(2);
    t.append("abcdefghijklmnop");
    System.out.println(t.capacity());
    t.ensureCapacity(20);
    System.out.println(t.capacity());
    t.ensureCapacity(-5);
    t.ensureCapacity(40);
    System.out.println(t.capacity());
    t.trimToSize();
    System.out.println(t.capacity() + " " + t);
    t.setLength(20);
    System.out.println(show(t) + " " + t.capacity());
    t.setLength(3);
    System.out.println(show(t) + " " + t.capacity());
    t.setLength(0);
    System.out.println(show(t) + " " + t.capacity());
    StringBuilder u = new StringBuilder("ab");
    u.insert(1, "0123456789abcdefghij");
    System.out.println(u.capacity() + " " + u);
  }

  @Test
  public void rangedAppendsAndCompare() {
    StringBuilder sb = new StringBuilder();
    char[] cs = {'p', 'q', 'r', 's'};
    String none = null;
    sb.append(cs, 1, 2).append("hello", 1, 3).append(new StringBuilder("xyz"), 2, 3).append(none, 0, 2).append(cs, 4, 0);
    System.out.println(show(sb));
    StringBuilder a = new StringBuilder("apple");
    StringBuilder b = new StringBuilder("apples");
    StringBuilder c = new StringBuilder("apricot");
    System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(c) + " " + c.compareTo(a) + " " + a.compareTo(new StringBuilder("apple")));
    try {
      a.compareTo(null);
    } catch (NullPointerException e) {
      System.out.println("compareTo(null) NullPointerException");
    }
  }

  static void attempt(StringBuilder sb, int which) {
    try {
      char[] one = {'a'};
      switch (which) {
        case 0: sb.insert(9, "x"); break;
        case 1: sb.insert(-1, 'c'); break;
        case 2: sb.insert(6, 3); break;
        case 3: sb.insert(6, new char[0]); break;
        case 4: sb.deleteCharAt(5); break;
        case 5: sb.deleteCharAt(-1); break;
        case 6: sb.delete(3, 2); break;
        case 7: sb.delete(-1, 2); break;
        case 8: sb.delete(6, 7); break;
        case 9: sb.replace(6, 7, "x"); break;
        case 10: sb.replace(3, 2, "x"); break;
        case 11: sb.replace(-1, 2, "x"); break;
        case 12: sb.substring(3, 2); break;
        case 13: sb.substring(6); break;
        case 14: sb.substring(-1); break;
        case 15: sb.substring(2, 9); break;
        case 16: sb.setLength(-1); break;
        case 17: sb.charAt(7); break;
        case 18: sb.setCharAt(-7, 'x'); break;
        case 19: sb.append("abc", 2, 1); break;
        case 20: sb.append("abc", 1, 4); break;
        case 21: sb.append("abc", -1, 1); break;
        case 22: sb.insert(2, "abc", 2, 1); break;
        case 23: sb.insert(7, "abc", 2, 1); break;
        case 24: sb.insert(2, one, 0, 2); break;
        case 25: sb.insert(2, one, -1, 1); break;
        case 26: sb.append(one, 0, 2); break;
        case 27: sb.append(one, 1, -1); break;
        case 28: new StringBuilder(-1); break;
        case 29: sb.replace(0, 1, null); break;
        case 30: sb.insert(0, (char[]) null); break;
        case 31: sb.insert(9, (char[]) null); break;
        default: sb.append((char[]) null, 0, 0); break;
      }
      System.out.println(which + " ok " + sb);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(which + " " + e);
    } catch (NegativeArraySizeException e) {
      System.out.println(which + " " + e);
    } catch (NullPointerException e) {
      System.out.println(which + " NullPointerException");
    }
  }

  @Test
  public void boundsMessages() {
    StringBuilder sb = new StringBuilder("hello");
    for (int i = 0; i <= 32; i++) attempt(sb, i);
    System.out.println(sb);
  }
}
