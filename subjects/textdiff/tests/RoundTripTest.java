/**
 * Properties every pair of texts must have, checked through the whole library: splitting and
 * joining, both diff algorithms, unified diffs at several context widths, patching forwards,
 * backwards and at an offset, conflicts, statistics and word diffs. problems() lists every
 * property that fails (one line each), so one call reports all of them.
 */
public class RoundTripTest {
  /** The text of n lines drawn from `alphabet` short lines (some with blanks), seeded. */
  static TextLines text(int seed, int n, int alphabet) {
    TextLines t = new TextLines();
    int x = seed;
    for (int i = 0; i < n; i++) {
      x = x * 1103515245 + 12345;
      int v = (x >>> 16) % alphabet;
      if (v % 4 == 3) {
        t.add("item  " + v + " end");
      } else {
        t.add("item " + v + " end");
      }
    }
    t.setFinalNewline(seed % 3 != 0 || n == 0);
    return t;
  }

  static String problems(TextLines a, TextLines b) {
    StringBuilder p = new StringBuilder();
    lines(a, p);
    lines(b, p);
    EditScript s = scripts(a, b, p);
    unified(a, b, s, p);
    words(a, b, p);
    return summary(p.toString());
  }

  /** The first line of `all` and how many lines there are, on one line ("" for none). */
  static String summary(String all) {
    if (all.length() == 0) {
      return "";
    }
    int lines = 0;
    for (int i = 0; i < all.length(); i++) {
      if (all.charAt(i) == '\n') {
        lines++;
      }
    }
    return all.substring(0, all.indexOf('\n')) + " (" + lines + " lines of problems)";
  }

  private static void check(boolean ok, String what, StringBuilder p) {
    if (!ok) {
      p.append(what).append('\n');
    }
  }

  private static String joined(TextLines t, String eol) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < t.size(); i++) {
      sb.append(t.get(i));
      if (i < t.size() - 1 || t.hasFinalNewline()) {
        sb.append(eol);
      }
    }
    return sb.toString();
  }

  static void lines(TextLines a, StringBuilder p) {
    try {
      check(TextLines.split(a.join()).equals(a), "split(join) differs", p);
      check(TextLines.split(joined(a, "\r\n")).equals(a), "CRLF text splits differently", p);
      check(TextLines.split(joined(a, "\r")).equals(a), "CR text splits differently", p);
      TextLines c = a.copy();
      check(c.equals(a) && c.hashCode() == a.hashCode(), "copy differs", p);
      c.insert(c.size() / 2, "inserted");
      check(c.remove(c.size() / 2 - (c.size() % 2 == 0 ? 1 : 0)) != null, "remove", p);
      for (int i = 0; i <= a.size(); i++) {
        TextLines tail = a.subLines(i, a.size());
        check(a.matchesAt(i, tail, new Comparators.Exact()), "suffix " + i + " does not match", p);
        check(i == a.size() || a.indexOf(a.get(i), 0, new Comparators.Exact()) <= i, "indexOf", p);
      }
      check(a.commonPrefix(a, new Comparators.Exact()) == a.size(), "commonPrefix", p);
      check(a.commonSuffix(a, 0, new Comparators.Exact()) == a.size(), "commonSuffix", p);
      int words = 0;
      for (int i = 0; i < a.size(); i++) {
        String line = a.get(i);
        for (int j = 0; j < line.length(); j++) {
          if (line.charAt(j) != ' ' && (j == 0 || line.charAt(j - 1) == ' ')) {
            words++;
          }
        }
      }
      check(a.wordCount() == words, "wordCount " + a.wordCount() + " != " + words, p);
      for (int i = 0; i < a.size(); i++) {
        check(a.get(i).length() <= a.longestLine(), "longestLine", p);
      }
      check(a.hashes(Comparators.byName("ignore-whitespace")).length == a.size(), "hashes", p);
    } catch (RuntimeException e) {
      p.append("lines threw ").append(e.toString()).append('\n');
    }
  }

  static EditScript scripts(TextLines a, TextLines b, StringBuilder p) {
    EditScript first = null;
    DiffAlgorithm[] algorithms = {
      new MyersDiff(null), new LcsDiff(null), new MyersDiff(null, 2)
    };
    for (int k = 0; k < algorithms.length; k++) {
      try {
        EditScript s = algorithms[k].diff(a, b);
        String name = algorithms[k].name() + k;
        check(s.apply(a, b).equals(b), name + ": apply differs", p);
        check(s.inverse().apply(b, a).sameLines(a, new Comparators.Exact()),
            name + ": inverse differs", p);
        check(s.sizeA() == a.size() && s.sizeB() == b.size(), name + ": sizes", p);
        check(s.unchanged() + s.deleted() == a.size(), name + ": deleted + unchanged", p);
        check(s.unchanged() + s.inserted() == b.size(), name + ": inserted + unchanged", p);
        for (int i = 0; i < a.size(); i++) {
          int m = s.mapLine(i);
          check(m < 0 || a.get(i).equals(b.get(m)), name + ": mapLine " + i, p);
        }
        check(s.identical() == (s.distance() == 0), name + ": identical", p);
        check(s.toNormalDiff(a, b).length() == 0 == s.identical(), name + ": normal diff", p);
        check(s.similarity() >= 0 && s.similarity() <= 100, name + ": similarity", p);
        check(s.changes().size() <= s.size(), name + ": changes", p);
        if (first == null) {
          first = s;
        } else {
          check(s.distance() == first.distance(), name + ": distance " + s.distance(), p);
        }
      } catch (RuntimeException e) {
        p.append(algorithms[k].name()).append(" threw ").append(e.toString()).append('\n');
      }
    }
    return first;
  }

  static void unified(TextLines a, TextLines b, EditScript s, StringBuilder p) {
    int[] contexts = {0, 1, 3};
    for (int c = 0; c < contexts.length; c++) {
      int context = contexts[c];
      String where = "context " + context + ": ";
      try {
        UnifiedDiff u = new UnifiedDiff(context);
        u.setHeadings(context == 1);
        String d = u.diff("a/t", "b/t", a, b);
        if (a.equals(b)) {
          check(d.length() == 0, where + "diff of equal texts", p);
          continue;
        }
        Patch patch = UnifiedDiff.parse(d);
        check(patch.toString().equals(d), where + "parse(print) differs", p);
        FilePatch f = patch.get(0);
        boolean newlines = a.hasFinalNewline() && b.hasFinalNewline();
        if (context == 0 && s != null && newlines) {
          check(f.size() == s.changeBlocks(), where + f.size() + " hunks but "
              + s.changeBlocks() + " change blocks", p);
        }
        int delta = 0;
        for (int i = 0; i < f.size(); i++) {
          Hunk h = f.get(i);
          int oldAt = h.oldCount() == 0 ? h.oldStart() : h.oldStart() - 1;
          int newAt = h.newCount() == 0 ? h.newStart() : h.newStart() - 1;
          check(newAt - oldAt == delta, where + "hunk " + (i + 1) + " new start", p);
          delta += h.newCount() - h.oldCount();
          if (i > 0 && context > 0) {
            Hunk prev = f.get(i - 1);
            check(h.oldStart() > prev.oldStart() + prev.oldCount(),
                where + "hunks " + i + " and " + (i + 1) + " touch", p);
          }
        }
        DiffStats stats = new DiffStats();
        stats.addPatch(patch);
        if (s != null && newlines) {
          check(stats.insertions() == s.inserted() && stats.deletions() == s.deleted(),
              where + "stats " + stats, p);
        }
        patches(a, b, f, where, p);
      } catch (DiffException e) {
        p.append(where).append("DiffException ").append(e.getMessage()).append('\n');
      } catch (RuntimeException e) {
        p.append(where).append("threw ").append(e.toString()).append('\n');
      }
    }
  }

  static void patches(TextLines a, TextLines b, FilePatch f, String where, StringBuilder p)
      throws DiffException {
    PatchApplier forward = new PatchApplier();
    PatchApplier.Result r = forward.apply(a, f);
    check(r.text().equals(b), where + "patch gives " + r.text().size() + " lines", p);
    check(r.clean(), where + "patch not clean: " + r.report(), p);
    PatchApplier backward = new PatchApplier();
    backward.setReverse(true);
    PatchApplier.Result back = backward.apply(b, f);
    check(back.text().sameLines(a, new Comparators.Exact()), where + "reverse differs", p);
    check(back.clean(), where + "reverse not clean: " + back.report(), p);
    if (distinct(a) && f.get(0).leadingContext() == f.get(0).trailingContext()
        && f.get(0).leadingContext() > 0) {
      TextLines padded = TextLines.of("pad 1", "pad 2", "pad 3", "pad 4", "pad 5");
      padded.addAll(a);
      PatchApplier.Result shifted = forward.apply(padded, f);
      check(shifted.failed() == 0, where + "offset: " + shifted.report(), p);
      for (int i = 0; i < shifted.hunks(); i++) {
        PatchApplier.Placement pl = shifted.placement(i);
        check(!pl.applied() || pl.offset() == 5, where + "offset: " + pl.describe(), p);
      }
    }
    PatchApplier strict = new PatchApplier();
    strict.setStrict(true);
    check(strict.withConflicts(a, f).equals(b), where + "withConflicts differs", p);
    if (f.deleted() > 0) {
      TextLines other = TextLines.of("nothing", "in", "common");
      try {
        strict.apply(other, f);
        p.append(where).append("strict applier accepted a conflict\n");
      } catch (PatchConflictException e) {
        check(e.getHunk() >= 1 && e.getHunk() <= f.size(), where + "conflict in hunk " + e.getHunk(),
            p);
      }
    }
  }

  /** Whether no line of t occurs twice. */
  static boolean distinct(TextLines t) {
    for (int i = 0; i < t.size(); i++) {
      if (t.indexOf(t.get(i), i + 1, new Comparators.Exact()) >= 0) {
        return false;
      }
    }
    return true;
  }

  static void words(TextLines a, TextLines b, StringBuilder p) {
    try {
      WordDiff plain = new WordDiff();
      WordDiff blanks = new WordDiff();
      blanks.setIgnoreSpace(true);
      WordDiff absorbing = new WordDiff();
      absorbing.setAbsorb(1);
      int n = Math.min(a.size(), b.size());
      for (int i = 0; i < n; i++) {
        String x = a.get(i);
        String y = b.get(i);
        check(WordDiff.applyInline(plain.diff(x, y)).equals(y), "word diff of line " + i, p);
        check(WordDiff.applyInline(blanks.diff(x, y)).equals(y),
            "blank-ignoring word diff of line " + i, p);
        check(WordDiff.applyInline(absorbing.diff(x, y)).equals(y),
            "absorbing word diff of line " + i, p);
        int sim = plain.similarity(x, y);
        check(sim >= 0 && sim <= 100, "similarity " + sim + " of line " + i, p);
        check(plain.similarity(x, x) == 100, "self-similarity of line " + i, p);
        check(x.equals(y) == (plain.insertedWords(x, y).length() == 0 && plain.diff(x, y).equals(x))
            || !x.equals(y), "insertedWords", p);
      }
      String lines = plain.diffLines(a, b);
      check(TextLines.split(lines).size() >= Math.max(a.size(), b.size()) || a.size() == 0
          || b.size() == 0, "diffLines has " + TextLines.split(lines).size() + " lines", p);
    } catch (DiffException e) {
      p.append("words: ").append(e.getMessage()).append('\n');
    } catch (RuntimeException e) {
      p.append("words threw ").append(e.toString()).append('\n');
    }
  }

  @Test
  public void randomTexts() {
    StringBuilder all = new StringBuilder();
    for (int seed = 1; seed <= 12; seed++) {
      String found = problems(text(seed, 4 + seed % 9, 6), text(seed * 31 + 7, 3 + seed % 11, 6));
      if (found.length() > 0) {
        all.append("seed ").append(seed).append(": ").append(found).append("; ");
      }
    }
    Assert.assertEquals("", all.toString());
  }

  @Test
  public void editedCopies() {
    StringBuilder all = new StringBuilder();
    for (int seed = 1; seed <= 8; seed++) {
      TextLines a = new TextLines();
      for (int i = 0; i < 14; i++) {
        a.add("line " + (i * seed) % 29 + (i % 3 == 0 ? "  x" : " x"));
      }
      a.setFinalNewline(seed % 4 != 0);
      TextLines b = a.copy();
      b.set(seed % 14, "changed  " + seed);
      b.insert((seed * 5) % 14, "new " + seed);
      b.remove((seed * 3) % 12);
      all.append(problems(a, b)).append(problems(a, b).length() > 0 ? "; " : "");
    }
    Assert.assertEquals("", all.toString());
  }

  @Test
  public void emptyAndEqualTexts() {
    Assert.assertEquals("", problems(new TextLines(), TextLines.of("a", "b")));
    Assert.assertEquals("", problems(TextLines.of("a", "b"), new TextLines()));
    Assert.assertEquals("", problems(TextLines.of("a", "b"), TextLines.of("a", "b")));
  }
}
