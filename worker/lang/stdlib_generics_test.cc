// The generic library classes (stdlib_generics.cc, the Declarer's TypeParams/Supertypes/Sig):
// the declared signatures, javac's checks through them (each rejected snippet was checked
// against javac 17), and what programs using them print (outputs recorded from OpenJDK 17; the
// differential test runs tests/jdk/corpus/GenericCollections.java against the JDK).
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/classes.h"
#include "worker/lang/compiler.h"
#include "worker/lang/generics.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/stdlib_declarer.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

std::string Check(const std::string& source) {
  auto p = CompileSources({SourceFile{"A.java", source}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

std::string RunProgram(const std::string& source) {
  auto p = CompileSources({SourceFile{"T.java", source}});
  if (!p.ok()) return std::string(p.status().message());
  std::string out;
  RunWithLargeStack([&]() {
    TestRunner runner(**p, RunLimits{});
    for (const TestResult& r : runner.RunAll()) out += FormatResult(r, true);
  });
  return out;
}

const MethodInfo* Method(const ClassTable& t, int cls, std::string_view name, size_t arity) {
  for (int id : t.cls(cls).methods) {
    const MethodInfo& m = t.method(id);
    if (m.name == name && m.params.size() == arity) return &m;
  }
  return nullptr;
}

TEST(StdlibGenericsTest, LibraryClassesDeclareTheJdksSignatures) {
  ClassTable t;
  DeclareBuiltins(t);
  EXPECT_TRUE(stdlib::PendingGenerics().empty());
  auto params = [&](int cls) {
    std::string s;
    for (const TypeVar* v : t.cls(cls).type_params) s += v->name;
    return s;
  };
  EXPECT_EQ(params(kIterableClass), "T");
  EXPECT_EQ(params(kListClass), "E");
  EXPECT_EQ(params(kMapClass), "KV");
  EXPECT_EQ(params(kMapEntryClass), "KV");
  EXPECT_EQ(params(kHashMapClass), "KV");
  EXPECT_EQ(params(kStringClass), "");
  ASSERT_EQ(t.cls(kArrayListClass).ginterfaces.size(), 1u);
  EXPECT_EQ(GTypeName(t, t.cls(kArrayListClass).ginterfaces[0]), "List<E>");
  EXPECT_EQ(GTypeName(t, Method(t, kMapClass, "entrySet", 0)->gret), "Set<Map.Entry<K,V>>");
  const MethodInfo* put = Method(t, kHashMapClass, "put", 2);
  ASSERT_EQ(put->gparams.size(), 2u);
  EXPECT_EQ(GTypeName(t, put->gparams[0]), "K");
  EXPECT_EQ(put->params[0], kObjectType);  // The erasure is what the code works on.
  const MethodInfo* add_all = Method(t, kCollectionClass, "addAll", 1);
  EXPECT_EQ(GTypeName(t, add_all->gparams[0]), "Collection<? extends E>");
  EXPECT_EQ(Method(t, kListClass, "indexOf", 1)->gparams.size(), 0u);  // indexOf(Object): plain.
  // ArrayList<Integer> is a List<Integer>, an Iterable<Integer>, not a List<String>.
  const TypeTable& tt = *t.types;
  const GType* ints = tt.Class(kArrayListClass, {tt.Plain(Type::Class(kIntegerClass))}, 0,
                               Type::Class(kArrayListClass));
  EXPECT_EQ(GTypeName(t, AsSuper(t, ints, kIterableClass)), "Iterable<Integer>");
  const GType* strings = tt.Class(kListClass, {tt.Plain(kStringType)}, 0, Type::Class(kListClass));
  EXPECT_FALSE(GenericAssignable(t, ints, strings));
}

TEST(StdlibGenericsTest, RejectsWhatJavacRejects) {
  const std::string head = "import java.util.*;\nclass A {\n  void f(List<Integer> xs, ";
  const std::string map_head = head + "Map<String, Integer> m) {\n";
  EXPECT_THAT(Check(map_head + "xs.add(\"x\"); } }"),
              HasSubstr("incompatible types: String cannot be converted to Integer"));
  EXPECT_THAT(Check(map_head + "m.put(\"a\", \"b\"); } }"),
              HasSubstr("incompatible types: String cannot be converted to Integer"));
  EXPECT_THAT(Check(map_head + "String s = xs.get(0); } }"),
              HasSubstr("incompatible types: Integer cannot be converted to String"));
  EXPECT_THAT(Check(map_head + "for (String s : xs) {} } }"),
              HasSubstr("incompatible types: Integer cannot be converted to String"));
  EXPECT_THAT(Check(map_head + "for (Map.Entry<Integer, Integer> e : m.entrySet()) {} } }"),
              HasSubstr("cannot be converted to Map.Entry<Integer,Integer>"));
  EXPECT_THAT(Check(map_head + "List<Integer> ys = new ArrayList<String>(); } }"),
              HasSubstr("incompatible types: ArrayList<String> cannot be converted to "
                        "List<Integer>"));
  EXPECT_THAT(Check(map_head + "Map<String> bad = null; } }"),
              HasSubstr("wrong number of type arguments; required 2"));
  EXPECT_THAT(Check(map_head + "ArrayList<int> bad = null; } }"), HasSubstr("unexpected type"));
  EXPECT_THAT(Check(map_head + "String k = m.keySet().iterator().next().foo(); } }"),
              HasSubstr("cannot find symbol"));
  // A raw Iterable's elements are still Objects.
  EXPECT_THAT(Check("import java.util.*;\nclass A { int f(List xs) { int s = 0; "
                    "for (Integer x : xs) s += x; return s; } }"),
              HasSubstr("incompatible types: Object cannot be converted to Integer"));
}

TEST(StdlibGenericsTest, AcceptsWhatJavacAccepts) {
  EXPECT_EQ(Check(R"(import java.util.*;
class A {
  static <T> T last(List<T> xs) { return xs.get(xs.size() - 1); }
  static void fill(List<? super Integer> out) { out.add(1); }
  int f(Map<String, List<Integer>> m, List raw, Collection<? extends Integer> c) {
    List<Integer> xs = new ArrayList<>(c);
    xs.add(2);
    fill(xs);
    List<Integer> ys = raw;
    raw = xs;
    ArrayList<Integer> zs = new ArrayList<Integer>();
    m.put("k", zs);
    int s = m.get("k").get(0) + last(xs);
    for (Map.Entry<String, List<Integer>> e : m.entrySet()) s += e.getValue().size();
    for (long v : xs) s += (int) v;
    for (Integer v : c) s += v;
    Iterator<Integer> it = xs.iterator();
    while (it.hasNext()) s += it.next();
    Set<String> keys = m.keySet();
    return s + keys.size() + ys.size() + m.getOrDefault("z", zs).size();
  }
}
)"),
            "OK");
}

TEST(StdlibGenericsTest, RunsAsTheJdkDoes) {
  std::string out = RunProgram(R"(import java.util.*;
class T_Test {
  @Test
  public void boxesUnboxesAndIterates() {
    List<Integer> xs = new ArrayList<>();
    for (int i = 0; i < 5; i++) xs.add(i * i);
    int first = xs.get(1);
    long sum = 0;
    for (long x : xs) sum += x;
    Map<String, Integer> m = new HashMap<>();
    for (String w : new String[] {"a", "b", "a"}) m.put(w, m.getOrDefault(w, 0) + 1);
    String entries = "";
    for (Map.Entry<String, Integer> e : m.entrySet()) entries += e.getKey() + e.getValue();
    System.out.println(first + " " + sum + " " + xs + " " + entries);
  }

  @Test
  public void pollutedReadsThrowWhereTheJvmDoes() {
    List<String> strings = new ArrayList<>();
    ((List) strings).add(7);
    Object o = strings.get(0);
    for (Object x : strings) System.out.println("ok " + x + " " + o);
    String s = strings.get(0);
  }
}
)");
  EXPECT_EQ(out,
            "T_Test.boxesUnboxesAndIterates PASS\n  | 1 30 [0, 1, 4, 9, 16] a2b1\n"
            "T_Test.pollutedReadsThrowWhereTheJvmDoes ERROR ClassCastException\n  | ok 7 7\n");
}

}  // namespace
}  // namespace aprgrid::lang
