#include "worker/lang/generator/program_generator.h"

#include <algorithm>
#include <map>
#include <set>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/jdk/java_program.h"

namespace aprgrid::lang::generator {
namespace {

using ::aprgrid::jdk::TopLevelClassNames;

TEST(ProgramGeneratorTest, SameSeedSameProgramsAndIndependentOfOrder) {
  std::vector<GeneratedProgram> a = GeneratePrograms(7, 20);
  std::vector<GeneratedProgram> b = GeneratePrograms(7, 20);
  ASSERT_EQ(a.size(), 20u);
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].source, b[i].source);
    EXPECT_EQ(a[i].source, GenerateProgram(7, static_cast<int>(i)).source);
  }
}

TEST(ProgramGeneratorTest, SeedsAndIndicesGiveDifferentPrograms) {
  std::set<std::string> bodies;
  for (uint64_t seed : {1, 2}) {
    for (int i = 0; i < 10; ++i) {
      std::string source = GenerateProgram(seed, i).source;
      // Strip the header and the names so only the generated code is compared.
      bodies.insert(source.substr(source.find('\n')));
    }
  }
  EXPECT_GT(bodies.size(), 15u);
}

TEST(ProgramGeneratorTest, NamesAreUniqueAcrossTheCorpus) {
  std::set<std::string> classes;
  size_t total = 0;
  GeneratorOptions options;
  options.enums = true;
  options.nested = true;
  options.inner = true;
  options.boxing = true;
  std::vector<GeneratedProgram> programs = GeneratePrograms(3, 300, options);
  EXPECT_EQ(programs[0].name, "G0001");
  EXPECT_EQ(programs[0].file_name, "G0001.java");
  EXPECT_EQ(programs[299].name, "G0300");
  for (const GeneratedProgram& p : programs) {
    std::vector<std::string> names = TopLevelClassNames(p.source);
    std::vector<std::string> expected;
    if (absl::StrContains(p.source, "class " + p.name + "_N {")) {  // Member types in a holder.
      expected = {p.name + "_N"};
    } else {
      expected = {p.name + "_Err", p.name + "_A", p.name + "_B", p.name + "_E"};
    }
    if (absl::StrContains(p.source, "class " + p.name + "_I {")) expected.push_back(p.name + "_I");
    expected.push_back(p.name + "_Main");
    expected.push_back(p.name + "_Test");
    EXPECT_EQ(names, expected);
    total += names.size();
    classes.insert(names.begin(), names.end());
  }
  EXPECT_EQ(classes.size(), total);
}

TEST(ProgramGeneratorTest, GenericsOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with_generics;
  with_generics.generics = true;
  int used = 0, polluted = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with_generics)) {
    EXPECT_TRUE(absl::StrContains(p.source, absl::StrCat("class ", p.name, "_Box<T> {"))) << p.name;
    if (absl::StrContains(p.source, absl::StrCat(p.name, "_Box<Integer> gb"))) ++used;
    if (absl::StrContains(p.source, "catch (ClassCastException e)")) ++polluted;
  }
  EXPECT_GT(used, 30);
  EXPECT_GT(polluted, 5);
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "<T>")) << p.name;
  }
}

TEST(ProgramGeneratorTest, GenericCollectionsOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with;
  with.generic_collections = true;
  int lists = 0, maps = 0, sets = 0, sorts = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with)) {
    EXPECT_TRUE(absl::StrContains(p.source, "\nimport java.util.*;\n")) << p.name;
    if (absl::StrContains(p.source, "<Integer> gc")) ++lists;
    if (absl::StrContains(p.source, "for (Map.Entry<String, Integer> gi")) ++maps;
    if (absl::StrContains(p.source, "Iterator<Integer> gi")) ++sets;
    if (absl::StrContains(p.source, "Collections.reverse(gc")) ++sorts;
  }
  EXPECT_GT(lists, 10);
  EXPECT_GT(maps, 10);
  EXPECT_GT(sets, 10);
  EXPECT_GT(sorts, 10);
  // Its draws happen only when it is on: the other options' programs stay as they were.
  GeneratorOptions others;
  others.collections = true;
  others.generics = true;
  for (const GeneratedProgram& p : GeneratePrograms(5, 50, others)) {
    EXPECT_FALSE(absl::StrContains(p.source, "Map.Entry<")) << p.name;
  }
}

TEST(ProgramGeneratorTest, LibraryCollectionsOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with;
  with.library_collections = true;
  std::set<std::string> kinds;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with)) {
    for (const char* k : {"LinkedHashMap", "LinkedHashSet", "ArrayDeque", "LinkedList", "TreeMap",
                          "TreeSet", "PriorityQueue"}) {
      if (absl::StrContains(p.source, absl::StrCat(" = new ", k, "();"))) kinds.insert(k);
    }
  }
  EXPECT_EQ(kinds.size(), 7u);
  // Some TreeMaps and PriorityQueues are ordered by a user Comparator.
  std::set<std::string> ordered;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with)) {
    for (const char* k : {"TreeMap", "PriorityQueue"}) {
      if (absl::StrContains(p.source, absl::StrCat(" = new ", k, "(new Comparator<Integer>()"))) {
        ordered.insert(k);
      }
    }
  }
  EXPECT_EQ(ordered.size(), 2u);
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "TreeMap")) << p.name;
  }
}

TEST(ProgramGeneratorTest, BoxingOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with_boxing;
  with_boxing.boxing = true;
  int boxing = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with_boxing)) {
    EXPECT_TRUE(absl::StrContains(p.source, "\nimport java.util.*;\n")) << p.name;
    if (absl::StrContains(p.source, "Integer bx")) ++boxing;
  }
  EXPECT_GT(boxing, 30);
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "import")) << p.name;
    EXPECT_FALSE(absl::StrContains(p.source, "Integer bx")) << p.name;
  }
}

TEST(ProgramGeneratorTest, ResourcesOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with_resources;
  with_resources.resources = true;
  int blocks = 0;
  int java9 = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with_resources)) {
    EXPECT_TRUE(absl::StrContains(p.source, "class " + p.name + "_R implements AutoCloseable"))
        << p.name;
    if (absl::StrContains(p.source, "try (" + p.name + "_R rs")) ++blocks;
    if (absl::StrContains(p.source, "try (rs")) ++java9;
  }
  EXPECT_GT(blocks, 20);
  EXPECT_GT(java9, 5);
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "AutoCloseable")) << p.name;
  }
}

TEST(ProgramGeneratorTest, SmallNumericsOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with_small;
  with_small.small_numerics = true;
  int blocks = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with_small)) {
    if (absl::StrContains(p.source, "byte nb") && absl::StrContains(p.source, "float nf")) ++blocks;
  }
  EXPECT_GT(blocks, 20);
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "byte nb")) << p.name;
  }
}

TEST(ProgramGeneratorTest, RandomOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with_random;
  with_random.random = true;
  int blocks = 0;
  int shuffles = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with_random)) {
    if (absl::StrContains(p.source, "Random rg")) ++blocks;
    if (absl::StrContains(p.source, "Collections.shuffle(rl")) ++shuffles;
  }
  EXPECT_GT(blocks, 20);
  EXPECT_GT(shuffles, 5);
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "Random")) << p.name;
  }
}

TEST(ProgramGeneratorTest, AnnotationsOnlyWhenAskedAndOnlyAddLines) {
  GeneratorOptions all;
  all.nested = true;
  all.local = true;
  all.generics = true;
  all.generic_collections = true;
  all.library_collections = true;
  GeneratorOptions with = all;
  with.annotations = true;
  const std::vector<GeneratedProgram> plain = GeneratePrograms(9, 60, all);
  const std::vector<GeneratedProgram> annotated = GeneratePrograms(9, 60, with);
  ASSERT_EQ(plain.size(), annotated.size());
  int overrides = 0;
  for (size_t i = 0; i < plain.size(); ++i) {
    EXPECT_FALSE(absl::StrContains(plain[i].source, "@Override")) << plain[i].name;
    EXPECT_TRUE(absl::StrContains(annotated[i].source, "@Deprecated\n")) << annotated[i].name;
    // It draws nothing: without its annotation lines, the program is the one generated without it.
    std::string stripped;
    for (absl::string_view line : absl::StrSplit(annotated[i].source, '\n')) {
      absl::string_view t = line.substr(std::min(line.find_first_not_of(' '), line.size()));
      if (t == "@Override" || t == "@Deprecated") {
        overrides += t == "@Override";
        continue;
      }
      absl::StrAppend(&stripped, line, "\n");
    }
    EXPECT_EQ(stripped, plain[i].source + "\n") << annotated[i].name;
  }
  // B's calc in every program, and the local, anonymous and comparator classes' methods.
  EXPECT_GT(overrides, 2 * static_cast<int>(plain.size()));
}

// The occurrences of `needle` in `haystack`.
int Count(absl::string_view haystack, absl::string_view needle) {
  int n = 0;
  for (size_t at = haystack.find(needle); at != absl::string_view::npos;
       at = haystack.find(needle, at + 1)) {
    ++n;
  }
  return n;
}

TEST(ProgramGeneratorTest, PackagesOnlyWhenAskedAndThenUsed) {
  for (const GeneratedProgram& p : GeneratePrograms(5, 50)) {
    EXPECT_TRUE(p.package_files.empty()) << p.name;
    EXPECT_FALSE(absl::StrContains(p.source, "package")) << p.name;
  }
  GeneratorOptions with;
  with.packages = true;
  with.annotations = true;
  int blocks = 0, backs = 0, leaves = 0, subpackages = 0, anonymous = 0, single = 0, on_demand = 0,
      qualified = 0, expected_oops = 0, ext_kits = 0, cells = 0, core_tools = 0;
  for (const GeneratedProgram& p : GeneratePrograms(5, 200, with)) {
    const std::string prefix = absl::AsciiStrToLower(p.name);  // "g0001"
    std::set<std::string> paths;
    for (const GeneratedFile& f : p.package_files) {
      paths.insert(f.path);
      // Laid out as javac lays out packages; every class is public in a file of its name, or a
      // package-private one beside it; every package is the program's.
      const std::string package = f.path.substr(0, f.path.rfind('/'));
      EXPECT_TRUE(absl::StrContains(
          f.source, absl::StrCat("\npackage ", absl::StrReplaceAll(package, {{"/", "."}}), ";\n")))
          << f.path;
      EXPECT_TRUE(absl::StartsWith(f.path, prefix + "/")) << f.path;
      std::vector<std::string> names = TopLevelClassNames(f.source);
      ASSERT_FALSE(names.empty()) << f.path;
      std::string simple = f.path.substr(f.path.rfind('/') + 1);
      simple.resize(simple.size() - 5);  // ".java"
      EXPECT_EQ(absl::StrReplaceAll(names[0], {{".", "/"}}) + ".java", f.path);
      EXPECT_TRUE(absl::StrContains(f.source, "\npublic class " + simple + " ") ||
                  absl::StrContains(f.source, "\npublic final class " + simple + " ") ||
                  absl::StrContains(f.source, "\npublic interface " + simple + " "))
          << f.source;
      // Sub's, Back's and Leaf's pkgM override nothing javac would accept an @Override on.
      if (!absl::EndsWith(f.path, "/Mid.java")) {
        EXPECT_FALSE(absl::StrContains(f.source, "@Override\n  int pkgM")) << f.source;
      }
      if (absl::EndsWith(f.path, "/ext/Sub.java") || absl::EndsWith(f.path, "/Leaf.java")) {
        // Base's package-private members are not used outside its package.
        EXPECT_FALSE(absl::StrContains(f.source, "pkg ")) << f.source;
        EXPECT_FALSE(absl::StrContains(f.source, "hidden")) << f.source;
      }
      for (absl::string_view line : absl::StrSplit(f.source, '\n')) {
        single += absl::StartsWith(line, "import ") && !absl::EndsWith(line, ".*;");
        on_demand += absl::StartsWith(line, "import ") && absl::EndsWith(line, ".*;");
      }
    }
    for (const char* path : {"/core/Base.java", "/core/Mid.java", "/core/Kit.java",
                             "/core/Oops.java", "/ext/Sub.java"}) {
      EXPECT_TRUE(paths.count(prefix + path)) << p.name << path;
    }
    backs += paths.count(prefix + "/core/Back.java") > 0;
    ext_kits += paths.count(prefix + "/ext/Kit.java") > 0;
    core_tools += paths.count(prefix + "/core/Tool.java") > 0;
    for (const GeneratedFile& f : p.package_files) {
      // The protected member type, used in the body of Sub in another package (JLS 6.6.2).
      cells += absl::EndsWith(f.path, "/ext/Sub.java") && absl::StrContains(f.source, "new Cell(");
    }
    leaves += paths.count(prefix + "/app/Leaf.java") + paths.count(prefix + "/ext/deep/Leaf.java");
    subpackages += paths.count(prefix + "/ext/deep/Leaf.java") > 0;
    // The unnamed package's code uses the packaged classes' public members only: no
    // package-private or protected member through a reference, no package-private class (javac
    // checks the rest: tests/jdk/interpreter_vs_jdk_test.cc compiles these programs).
    const std::string& s = p.source;
    blocks += absl::StrContains(s, " pb");
    anonymous += absl::StrContains(s, "anon-");
    qualified += absl::StrContains(s, prefix + ".core.Base ");
    expected_oops += absl::StrContains(s, "Oops.class)");
    for (absl::string_view line : absl::StrSplit(s, '\n')) {
      single += absl::StartsWith(line, "import " + prefix);
      EXPECT_FALSE(absl::StrContains(line, "Helper") || absl::StrContains(line, "Tool.mix") ||
                   absl::StrContains(line, ".pkg") || absl::StrContains(line, ".prot ") ||
                   absl::StrContains(line, ".hidden") || absl::StrContains(line, ".sprot("))
          << line;
      EXPECT_EQ(Count(line, ".protM("), Count(line, "super.protM(")) << line;
    }
  }
  EXPECT_GT(blocks, 150);
  EXPECT_GT(backs, 60);
  EXPECT_GT(leaves, 60);
  EXPECT_GT(subpackages, 15);
  EXPECT_GT(anonymous, 30);
  EXPECT_GT(single, 100);
  EXPECT_GT(on_demand, 100);
  EXPECT_GT(qualified, 30);
  EXPECT_GT(expected_oops, 10);
  EXPECT_GT(ext_kits, 40);
  EXPECT_GT(cells, 60);
  EXPECT_GT(core_tools, 50);
}

// Overloads whose access decides the call (JLS 15.12.2.1): every access of pick(int) and
// Tally(int), and calls from each kind of place, appear in 200 packaged programs.
TEST(ProgramGeneratorTest, PackagedOverloadsOfEveryAccessAreCalledFromEveryPlace) {
  GeneratorOptions with;
  with.packages = true;
  std::map<std::string, int> counts;
  for (const GeneratedProgram& p : GeneratePrograms(5, 200, with)) {
    std::string all = p.source;
    for (const GeneratedFile& f : p.package_files) {
      all += f.source;
      if (absl::EndsWith(f.path, "/core/Base.java")) {
        EXPECT_TRUE(absl::StrContains(f.source, "public String pick(long x)")) << f.source;
        for (const char* access : {"private ", "protected "}) {
          counts[absl::StrCat("pick ", access)] +=
              absl::StrContains(f.source, absl::StrCat("\n  ", access, "String pick(int x)"));
        }
        counts["pick package"] += absl::StrContains(f.source, "\n  String pick(int x)");
      }
      if (absl::EndsWith(f.path, "/core/Tally.java")) {
        EXPECT_TRUE(absl::StrContains(f.source, "public Tally(long v)")) << f.source;
        for (const char* access : {"private ", "protected "}) {
          counts[absl::StrCat("Tally ", access)] +=
              absl::StrContains(f.source, absl::StrCat("\n  ", access, "Tally(int v)"));
        }
        counts["Tally package"] += absl::StrContains(f.source, "\n  Tally(int v)");
      }
      // Sub may name pick(int) only through `this`, `super` or a Sub; Tally(int) by super(v).
      if (absl::EndsWith(f.path, "/ext/Sub.java")) {
        EXPECT_TRUE(absl::StrContains(f.source, "super.pick(x)")) << f.source;
        EXPECT_TRUE(absl::StrContains(f.source, "other.pick(x)")) << f.source;
        EXPECT_TRUE(absl::StrContains(f.source, "extends Tally") ||
                    absl::StrContains(f.source, ".core.Tally {"))
            << f.source;
      }
    }
    for (const char* call : {".pick(", ".pickSelf(", "Kit.picks(", ".picks(", ") {}.made",
                             "\"/\" + pick(", ".backPicks(", ".leafPicks("}) {
      counts[call] += absl::StrContains(p.source, call);
    }
  }
  for (const char* key : {"pick private ", "pick protected ", "pick package", "Tally private ",
                          "Tally protected ", "Tally package"}) {
    EXPECT_GT(counts[key], 40) << key;
  }
  for (const char* call : {".pick(", ".pickSelf(", "Kit.picks(", ".picks(", ") {}.made"}) {
    EXPECT_GT(counts[call], 80) << call;
  }
  for (const char* call : {"\"/\" + pick(", ".backPicks(", ".leafPicks("}) {
    EXPECT_GT(counts[call], 15) << call;
  }
}

TEST(ProgramGeneratorTest, CharSequencesOnlyWhenAskedAndThenUsed) {
  for (const GeneratedProgram& p : GeneratePrograms(5, 100)) {
    EXPECT_FALSE(absl::StrContains(p.source, "CharSequence")) << p.name;
  }
  GeneratorOptions with;
  with.char_sequences = true;
  std::map<std::string, int> counts;
  for (const GeneratedProgram& p : GeneratePrograms(5, 100, with)) {
    EXPECT_TRUE(absl::StrContains(p.source, "static CharSequence kept = \"")) << p.name;
    EXPECT_TRUE(absl::StrContains(p.source, "static String csInfo(CharSequence cs, int i)"))
        << p.name;
    for (const char* use :
         {"CharSequence cs", ".csInfo(", "_Main.kept = ", ".charAt(", ".subSequence(",
          "= new StringBuilder(cs", ".append(cs", ".insert(", "catch (IndexOutOfBoundsException",
          "String.join(", ").contentEquals("}) {
      counts[use] += absl::StrContains(p.source, use);
    }
  }
  EXPECT_GT(counts["CharSequence cs"], 40);
  for (const auto& [use, n] : counts) EXPECT_GT(n, 15) << use;
  EXPECT_EQ(counts.size(), 11u);
}

TEST(ProgramGeneratorTest, PackagedProgramsAreReproducible) {
  GeneratorOptions with;
  with.packages = true;
  for (int i = 0; i < 20; ++i) {
    GeneratedProgram a = GenerateProgram(8, i, with);
    GeneratedProgram b = GenerateProgram(8, i, with);
    EXPECT_EQ(a.source, b.source);
    ASSERT_EQ(a.package_files.size(), b.package_files.size());
    for (size_t k = 0; k < a.package_files.size(); ++k) {
      EXPECT_EQ(a.package_files[k].path, b.package_files[k].path);
      EXPECT_EQ(a.package_files[k].source, b.package_files[k].source);
    }
  }
}

TEST(ProgramGeneratorTest, EnumsOnlyWhenAskedAndThenUsed) {
  GeneratorOptions with_enums;
  with_enums.enums = true;
  int switches = 0, values = 0;
  for (int i = 0; i < 100; ++i) {
    EXPECT_FALSE(absl::StrContains(GenerateProgram(5, i).source, "enum ")) << i;
    std::string source = GenerateProgram(5, i, with_enums).source;
    EXPECT_TRUE(absl::StrContains(source, "enum G")) << source;
    switches += absl::StrContains(source, "case K") ? 1 : 0;
    values += absl::StrContains(source, "_E.values()") ? 1 : 0;
  }
  EXPECT_GT(switches, 10);
  EXPECT_GT(values, 10);
}

TEST(ProgramGeneratorTest, MemberTypesOnlyWhenAskedAndThenUsed) {
  GeneratorOptions nested;
  nested.enums = true;
  nested.nested = true;
  int holders = 0, qualified_uses = 0, secrets = 0;
  for (int i = 0; i < 100; ++i) {
    EXPECT_FALSE(absl::StrContains(GenerateProgram(5, i).source, "static class")) << i;
    GeneratedProgram p = GenerateProgram(5, i, nested);
    if (!absl::StrContains(p.source, "static class A {")) continue;
    ++holders;
    EXPECT_TRUE(absl::StrContains(p.source, "  enum E {")) << p.source;
    qualified_uses += absl::StrContains(p.source, "new " + p.name + "_N.") ? 1 : 0;
    secrets += absl::StrContains(p.source, "return secret") ||
                       absl::StrContains(p.source, "(secret") ||
                       absl::StrContains(p.source, " secret ")
                   ? 1
                   : 0;
  }
  EXPECT_GT(holders, 25);
  EXPECT_LT(holders, 75);
  EXPECT_GT(qualified_uses, 10);
  EXPECT_GT(secrets, 5);
}

TEST(ProgramGeneratorTest, InnerClassesOnlyWhenAskedAndThenUsed) {
  GeneratorOptions inner;
  inner.inner = true;
  int holders = 0, qualified_new = 0, factory = 0, outer_this = 0;
  for (int i = 0; i < 100; ++i) {
    EXPECT_FALSE(absl::StrContains(GenerateProgram(5, i).source, "class C {")) << i;
    GeneratedProgram p = GenerateProgram(5, i, inner);
    if (!absl::StrContains(p.source, "class " + p.name + "_I {")) continue;
    ++holders;
    EXPECT_TRUE(absl::StrContains(p.source, "  class C {")) << p.source;
    qualified_new += absl::StrContains(p.source, ".new C(") ? 1 : 0;
    factory += absl::StrContains(p.source, ".make(") ? 1 : 0;
    outer_this += absl::StrContains(p.source, p.name + "_I.this.base") ? 1 : 0;
  }
  EXPECT_GT(holders, 25);
  EXPECT_LT(holders, 75);
  EXPECT_GT(qualified_new, 10);
  EXPECT_GT(factory, 10);
  EXPECT_GT(outer_this, 10);
}

TEST(ProgramGeneratorTest, LocalAndAnonymousClassesOnlyWhenAskedAndThenUsed) {
  GeneratorOptions local;
  local.local = true;
  // An anonymous class starts on a line `A o3 = new A(...) {`.
  auto anonymous_classes = [](const std::string& source) {
    int n = 0;
    for (absl::string_view line : absl::StrSplit(source, '\n')) {
      n += absl::StrContains(line, " = new ") && absl::EndsWith(line, ") {") ? 1 : 0;
    }
    return n;
  };
  int named = 0, anonymous = 0;
  for (int i = 0; i < 100; ++i) {
    GeneratedProgram plain = GenerateProgram(5, i);
    EXPECT_FALSE(absl::StrContains(plain.source, "super(v + k")) << i;
    EXPECT_EQ(anonymous_classes(plain.source), 0) << i;
    GeneratedProgram p = GenerateProgram(5, i, local);
    named += absl::StrContains(p.source, "super(v + k") ? 1 : 0;  // A local class's constructor.
    anonymous += anonymous_classes(p.source) > 0 ? 1 : 0;
  }
  EXPECT_GT(named, 10);
  EXPECT_GT(anonymous, 10);
}

TEST(ProgramGeneratorTest, ProgramsHaveTestsAndBalancedBraces) {
  GeneratorOptions options;
  options.tests_per_program = 5;
  for (int i = 0; i < 100; ++i) {
    GeneratedProgram p = GenerateProgram(11, i, options);
    int depth = 0;
    int tests = 0;
    bool in_string = false;
    for (size_t k = 0; k < p.source.size(); ++k) {
      char c = p.source[k];
      if (c == '"' && (k == 0 || p.source[k - 1] != '\\')) in_string = !in_string;
      if (in_string) continue;
      if (c == '{') ++depth;
      if (c == '}') --depth;
      ASSERT_GE(depth, 0) << p.source;
    }
    EXPECT_EQ(depth, 0) << p.source;
    for (size_t at = p.source.find("@Test"); at != std::string::npos;
         at = p.source.find("@Test", at + 1)) {
      ++tests;
    }
    EXPECT_EQ(tests, 5) << p.source;
    for (int t = 0; t < 5; ++t) {
      EXPECT_TRUE(absl::StrContains(p.source, absl::StrCat("public void t", t, "()")));
    }
  }
}

TEST(ProgramGeneratorTest, LoopsAreBoundedByConstruction) {
  // Every loop header the generator writes has a constant bound or a private countdown counter.
  for (int i = 0; i < 200; ++i) {
    std::string source = GenerateProgram(5, i).source;
    EXPECT_FALSE(absl::StrContains(source, "while (true)")) << source;
    EXPECT_FALSE(absl::StrContains(source, "for (;;)")) << source;
  }
}

}  // namespace
}  // namespace aprgrid::lang::generator
