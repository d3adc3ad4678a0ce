/**
 * Word-level diffs: a line is cut into tokens (runs of letters and digits, runs of blanks, single
 * punctuation characters), the token sequences are diffed with Myers' algorithm, and the result is
 * printed inline as "[-deleted-]{+inserted+}" (git diff --word-diff=plain) or with other markers.
 * Short equal runs between two changes can be absorbed into the change to keep output readable.
 */
public final class WordDiff {
  private String deleteOpen;
  private String deleteClose;
  private String insertOpen;
  private String insertClose;
  private boolean ignoreSpace;
  private int absorb;
  private final MyersDiff diff;

  public WordDiff() {
    this.deleteOpen = "[-";
    this.deleteClose = "-]";
    this.insertOpen = "{+";
    this.insertClose = "+}";
    this.ignoreSpace = false;
    this.absorb = 0;
    this.diff = new MyersDiff(new Comparators.Exact());
    this.diff.setSlide(false);
  }

  /** Sets the four markers around deleted and inserted text. */
  public void setMarkers(String deleteOpen, String deleteClose, String insertOpen,
      String insertClose) {
    if (deleteOpen == null || deleteClose == null || insertOpen == null || insertClose == null) {
      throw new IllegalArgumentException("null marker");
    }
    this.deleteOpen = deleteOpen;
    this.deleteClose = deleteClose;
    this.insertOpen = insertOpen;
    this.insertClose = insertClose;
  }

  /** When set, changes of blanks alone are shown as the new blanks, unmarked. */
  public void setIgnoreSpace(boolean ignoreSpace) {
    this.ignoreSpace = ignoreSpace;
  }

  /** Equal runs of at most this many tokens between two changes join the changes (0: never). */
  public void setAbsorb(int absorb) {
    if (absorb < 0) {
      throw new IllegalArgumentException("absorb " + absorb);
    }
    this.absorb = absorb;
  }

  /** The tokens of s, in order; their concatenation is s. */
  public static String[] tokenize(String s) {
    String[] out = new String[s.length() + 1];
    int n = 0;
    int start = 0;
    while (start < s.length()) {
      TokenKind kind = TokenKind.of(s.charAt(start));
      int end = start + 1;
      while (end < s.length() && kind.continuesWith(TokenKind.of(s.charAt(end)))) {
        end++;
      }
      out[n] = s.substring(start, end);
      n++;
      start = end;
    }
    String[] exact = new String[n];
    for (int i = 0; i < n; i++) {
      exact[i] = out[i];
    }
    return exact;
  }

  /** The number of tokens of s that are not blanks. */
  public static int countWords(String s) {
    String[] t = tokenize(s);
    int n = 0;
    for (int i = 0; i < t.length; i++) {
      if (TokenKind.of(t[i].charAt(0)).visible()) {
        n++;
      }
    }
    return n;
  }

  /** The token edit script from a to b, with short equal runs absorbed when asked. */
  public EditScript script(String a, String b) {
    String[] ta = tokenize(a);
    String[] tb = tokenize(b);
    EditScript s = diff.diff(TextLines.ofTokens(ta, ta.length), TextLines.ofTokens(tb, tb.length));
    if (absorb > 0) {
      s = absorbShortRuns(s);
    }
    return s;
  }

  /** Joins changed blocks separated by an equal run of at most `absorb` tokens. */
  private EditScript absorbShortRuns(EditScript s) {
    EditScript out = new EditScript();
    int i = 0;
    int n = s.size();
    while (i < n) {
      Edit e = s.get(i);
      if (!e.kind().changes()) {
        out.add(e);
        i++;
        continue;
      }
      int beginA = e.beginA();
      int beginB = e.beginB();
      int endA = e.endA();
      int endB = e.endB();
      int j = i + 1;
      while (j < n) {
        Edit f = s.get(j);
        if (f.kind().changes()) {
          endA = f.endA();
          endB = f.endB();
          j++;
        } else if (j + 1 < n && f.lengthA() <= absorb) {
          endA = f.endA();
          endB = f.endB();
          j++;
        } else {
          break;
        }
      }
      out.addRun(EditKind.DELETE, beginA, endA, beginB, beginB);
      out.addRun(EditKind.INSERT, endA, endA, beginB, endB);
      i = j;
    }
    return out;
  }

  /** The inline diff of two strings. */
  public String diff(String a, String b) {
    String[] ta = tokenize(a);
    String[] tb = tokenize(b);
    EditScript s = script(a, b);
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < s.size()) {
      Edit e = s.get(i);
      if (e.kind() == EditKind.EQUAL) {
        appendTokens(sb, ta, e.beginA(), e.endA());
        i++;
        continue;
      }
      int beginA = e.beginA();
      int beginB = e.beginB();
      int endA = beginA;
      int endB = beginB;
      while (i < s.size() && s.get(i).kind().changes()) {
        endA = s.get(i).endA();
        endB = s.get(i).endB();
        i++;
      }
      if (ignoreSpace && allSpace(ta, beginA, endA) && allSpace(tb, beginB, endB)) {
        appendTokens(sb, tb, beginB, endB);
        continue;
      }
      if (endA > beginA) {
        sb.append(deleteOpen);
        appendTokens(sb, ta, beginA, endA);
        sb.append(deleteClose);
      }
      if (endB > beginB) {
        sb.append(insertOpen);
        appendTokens(sb, tb, beginB, endB);
        sb.append(insertClose);
      }
    }
    return sb.toString();
  }

  private static void appendTokens(StringBuilder sb, String[] tokens, int from, int to) {
    for (int k = from; k < to; k++) {
      sb.append(tokens[k]);
    }
  }

  private static boolean allSpace(String[] tokens, int from, int to) {
    for (int k = from; k < to; k++) {
      if (TokenKind.of(tokens[k].charAt(0)) != TokenKind.SPACE) {
        return false;
      }
    }
    return true;
  }

  /**
   * The word diff of two texts: equal lines as they are, and each changed block with its deleted
   * and inserted lines paired up in order and diffed word by word; unpaired lines are marked
   * whole. Every output line ends with "\n".
   */
  public String diffLines(TextLines a, TextLines b) {
    MyersDiff lines = new MyersDiff(new Comparators.Exact());
    EditScript s = lines.diff(a, b);
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < s.size()) {
      Edit e = s.get(i);
      if (e.kind() == EditKind.EQUAL) {
        for (int k = e.beginA(); k < e.endA(); k++) {
          sb.append(a.get(k)).append('\n');
        }
        i++;
        continue;
      }
      int beginA = e.beginA();
      int beginB = e.beginB();
      int endA = beginA;
      int endB = beginB;
      while (i < s.size() && s.get(i).kind().changes()) {
        endA = s.get(i).endA();
        endB = s.get(i).endB();
        i++;
      }
      int pairs = Math.min(endA - beginA, endB - beginB);
      for (int k = 0; k < pairs; k++) {
        sb.append(diff(a.get(beginA + k), b.get(beginB + k))).append('\n');
      }
      for (int k = beginA + pairs; k < endA; k++) {
        sb.append(deleteOpen).append(a.get(k)).append(deleteClose).append('\n');
      }
      for (int k = beginB + pairs; k < endB; k++) {
        sb.append(insertOpen).append(b.get(k)).append(insertClose).append('\n');
      }
    }
    return sb.toString();
  }

  /** The share of visible tokens of a and b that the diff keeps, in percent (100 if none). */
  public int similarity(String a, String b) {
    String[] ta = tokenize(a);
    EditScript s = script(a, b);
    int kept = 0;
    for (int i = 0; i < s.size(); i++) {
      Edit e = s.get(i);
      if (e.kind() == EditKind.EQUAL) {
        for (int k = e.beginA(); k < e.endA(); k++) {
          kept++;
        }
      }
    }
    int total = countWords(a) + countWords(b);
    if (total == 0) {
      return 100;
    }
    return 200 * kept / total;
  }

  /** The changed words of b against a, separated by single spaces ("" when none). */
  public String insertedWords(String a, String b) {
    String[] tb = tokenize(b);
    EditScript s = script(a, b);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.size(); i++) {
      Edit e = s.get(i);
      if (e.kind() != EditKind.INSERT) {
        continue;
      }
      for (int k = e.beginB(); k < e.endB(); k++) {
        if (!TokenKind.of(tb[k].charAt(0)).visible()) {
          continue;
        }
        if (sb.length() > 0) {
          sb.append(' ');
        }
        sb.append(tb[k]);
      }
    }
    return sb.toString();
  }

  /** Rebuilds b from a and an inline diff made with the default markers. */
  public static String applyInline(String inline) throws DiffException {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < inline.length()) {
      if (startsAt(inline, i, "[-")) {
        int close = inline.indexOf("-]", i + 2);
        if (close < 0) {
          throw new DiffException("unclosed deletion at " + i);
        }
        i = close + 2;
      } else if (startsAt(inline, i, "{+")) {
        int close = inline.indexOf("+}", i + 2);
        if (close < 0) {
          throw new DiffException("unclosed insertion at " + i);
        }
        sb.append(inline.substring(i + 2, close));
        i = close + 2;
      } else {
        sb.append(inline.charAt(i));
        i++;
      }
    }
    return sb.toString();
  }

  private static boolean startsAt(String s, int at, String prefix) {
    if (at + prefix.length() > s.length()) {
      return false;
    }
    for (int k = 0; k < prefix.length(); k++) {
      if (s.charAt(at + k) != prefix.charAt(k)) {
        return false;
      }
    }
    return true;
  }
}
