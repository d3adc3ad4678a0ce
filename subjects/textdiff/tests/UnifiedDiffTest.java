public class UnifiedDiffTest {
  static final String OLD = "package demo;\n\nclass A {\n  int f() {\n    return 1;\n  }\n\n"
      + "  int g() {\n    return 2;\n  }\n\n  int h() {\n    return 3;\n  }\n}\n";
  static final String NEW = "package demo;\n\nclass A {\n  int f() {\n    return 10;\n  }\n\n"
      + "  int g() {\n    return 2;\n  }\n\n  int h() {\n    return 3;\n  }\n\n"
      + "  int k() {\n    return 4;\n  }\n}\n";

  @Test
  public void formatsHunksWithContext() {
    String d = new UnifiedDiff().diff("a/A.java", "b/A.java", OLD, NEW);
    Assert.assertEquals("--- a/A.java\n+++ b/A.java\n"
        + "@@ -2,7 +2,7 @@\n \n class A {\n   int f() {\n-    return 1;\n+    return 10;\n   }\n \n"
        + "   int g() {\n"
        + "@@ -12,4 +12,8 @@\n   int h() {\n     return 3;\n   }\n+\n+  int k() {\n+    return 4;\n"
        + "+  }\n }\n", d);
  }

  @Test
  public void wideContextJoinsHunks() {
    UnifiedDiff u = new UnifiedDiff(5);
    FilePatch p = u.hunks("o", "n", TextLines.split(OLD), TextLines.split(NEW),
        new MyersDiff(null).diff(OLD, NEW));
    Assert.assertEquals(1, p.size());
    Assert.assertEquals("@@ -1,15 +1,19 @@", p.get(0).header());
    Assert.assertEquals(5, p.inserted());
    Assert.assertEquals(1, p.deleted());
  }

  @Test
  public void zeroContext() {
    UnifiedDiff u = new UnifiedDiff(0);
    String d = u.diff("o", "n", "a\nb\nc\n", "a\nc\nd\n");
    Assert.assertEquals("--- o\n+++ n\n@@ -2 +1,0 @@\n-b\n@@ -3,0 +3 @@\n+d\n", d);
  }

  @Test
  public void headingsNameTheEnclosingLine() {
    UnifiedDiff u = new UnifiedDiff(1);
    u.setHeadings(true);
    String d = u.diff("o", "n", "f() {\n  x;\n  y;\n}\ng() {\n  z;\n}\n",
        "f() {\n  x;\n  Y;\n}\ng() {\n  z;\n}\n");
    Assert.assertEquals("--- o\n+++ n\n@@ -2,3 +2,3 @@ f() {\n   x;\n-  y;\n+  Y;\n }\n", d);
  }

  @Test
  public void missingNewlineMarkers() {
    UnifiedDiff u = new UnifiedDiff();
    Assert.assertEquals("--- o\n+++ n\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+y\n",
        u.diff("o", "n", "x\ny", "x\ny\n"));
    Assert.assertEquals("--- o\n+++ n\n@@ -1 +1,2 @@\n-x\n+z\n+w\n\\ No newline at end of file\n",
        u.diff("o", "n", "x\n", "z\nw"));
    Assert.assertEquals("", u.diff("o", "n", "same\n", "same\n"));
  }

  @Test
  public void parsesWhatItPrints() throws Exception {
    String d = new UnifiedDiff(2).diff("a/A.java", "b/A.java", OLD, NEW);
    Patch p = UnifiedDiff.parse("diff --git a/A.java b/A.java\nindex 1..2\n" + d);
    Assert.assertEquals(1, p.size());
    FilePatch f = p.get(0);
    Assert.assertEquals("A.java", f.path());
    Assert.assertEquals(2, f.size());
    Assert.assertEquals(d, f.toString());
    Assert.assertEquals(f, p.find("A.java"));
    Assert.assertNull(p.find("B.java"));
    Assert.assertEquals(2, p.hunks());
  }

  @Test
  public void parsesSeveralFilesAndTimestamps() throws Exception {
    String text = "--- x.txt\t2024-01-01 10:00\n+++ x.txt\t2024-01-02 10:00\n@@ -1,2 +1,2 @@\n"
        + " keep\n-old\n+new\n--- /dev/null\n+++ b/y.txt\n@@ -0,0 +1,2 @@\n+1\n+2\n";
    Patch p = UnifiedDiff.parse(text);
    Assert.assertEquals(2, p.size());
    Assert.assertEquals("x.txt", p.get(0).oldName());
    Assert.assertTrue(p.get(1).creates());
    Assert.assertFalse(p.get(1).deletes());
    Assert.assertEquals("y.txt", p.get(1).path());
    Hunk h = p.get(1).get(0);
    Assert.assertEquals(0, h.oldCount());
    Assert.assertEquals(2, h.newCount());
    Assert.assertEquals("@@ -0,0 +1,2 @@", h.header());
  }

  @Test
  public void parsesMissingNewlineMarkers() throws Exception {
    Patch p = UnifiedDiff.parse("--- o\n+++ n\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n"
        + "+y\n");
    Hunk h = p.get(0).get(0);
    Assert.assertTrue(h.oldMissingNewline());
    Assert.assertFalse(h.newMissingNewline());
    Patch q = UnifiedDiff.parse("--- o\n+++ n\n@@ -1 +1 @@\n-a\n+b\n\\ No newline at end of file\n");
    Assert.assertFalse(q.get(0).get(0).oldMissingNewline());
    Assert.assertTrue(q.get(0).get(0).newMissingNewline());
  }

  @Test
  public void reportsMalformedInputWithItsLine() {
    String[] bad = {
      "--- o\n+++ n\n@@ -1,2 +1,2 @@\n x\n",
      "--- o\n+++ n\n@@ -1,2 +1 @@\n x\n+y\n",
      "--- o\n+++ n\n@@ -1,x +1 @@\n x\n",
      "--- o\n+++ n\n@@ -1 1 @@\n x\n",
      "--- o\n+++ n\n@@ -1 +1\n x\n",
      "--- o\n+++ n\n@@ -1 +1 @@\n*x\n",
      "--- o\n+++ n\nno hunks\n",
    };
    String[] messages = {
      "line 4: hunk ends early: 1 old and 1 new lines missing",
      "line 5: hunk has more lines than its header @@ -1,2 +1 @@",
      "line 3: bad number: 'x'",
      "line 3: bad hunk header: @@ -1 1 @@",
      "line 3: unterminated hunk header: @@ -1 +1",
      "not a diff line prefix: '*'",
      "line 3: file n has no hunks",
    };
    for (int i = 0; i < bad.length; i++) {
      try {
        UnifiedDiff.parse(bad[i]);
        Assert.fail("parsed " + i);
      } catch (DiffException e) {
        Assert.assertEquals(messages[i], e.getMessage());
      }
    }
  }

  @Test
  public void invertsPatches() throws Exception {
    UnifiedDiff u = new UnifiedDiff(1);
    String forward = u.diff("o", "n", "a\nb\nc\nd\n", "a\nB\nc\nd\ne\n");
    FilePatch inverse = UnifiedDiff.parse(forward).get(0).inverse();
    Assert.assertEquals("--- n\n+++ o\n@@ -1,5 +1,4 @@\n a\n+b\n-B\n c\n d\n-e\n", inverse.toString());
    Assert.assertEquals(2, inverse.deleted());
    Assert.assertEquals(1, inverse.inserted());
  }

  @Test
  public void lcsAlgorithmGivesTheSameDiff() {
    UnifiedDiff u = new UnifiedDiff();
    String myers = u.diff("o", "n", OLD, NEW);
    u.setAlgorithm(new LcsDiff(null));
    Assert.assertEquals(myers, u.diff("o", "n", OLD, NEW));
  }
}
