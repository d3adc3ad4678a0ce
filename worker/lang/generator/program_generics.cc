// Generic classes of the generated programs (GeneratorOptions::generics): a Box<T> with a generic
// instance method and static generic factories, a Pair<K, V>, and blocks that instantiate them
// (explicit type arguments and the diamond), unbox their values, let javac infer generic methods'
// type arguments, and pollute the heap through a raw alias so that the cast javac inserts at a
// use site throws ClassCastException.
#include "absl/strings/str_cat.h"
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::WriteGenericClasses() {
  const std::string box = name_ + "_Box";
  const std::string pair = name_ + "_Pair";
  Open(absl::StrCat("class ", box, "<T>"));
  Line("private T value;");
  Open(absl::StrCat(box, "(T value)"));
  Line("this.value = value;");
  Close();
  Open("T get()");
  Line("return value;");
  Close();
  Open("void set(T v)");
  Line("value = v;");
  Close();
  Open(absl::StrCat("<R> ", pair, "<T, R> with(R other)"));
  Line(absl::StrCat("return new ", pair, "<>(value, other);"));
  Close();
  Open(absl::StrCat("static <T> ", box, "<T> of(T x)"));
  Line(absl::StrCat("return new ", box, "<T>(x);"));
  Close();
  Open("static <T> T pick(boolean first, T a, T b)");
  Line("return first ? a : b;");
  Close();
  Open("static <T> T last(T[] items)");
  Line("return items[items.length - 1];");
  Close();
  Close();
  Open(absl::StrCat("class ", pair, "<K, V>"));
  Line("final K first;");
  Line("final V second;");
  Open(absl::StrCat(pair, "(K first, V second)"));
  Line("this.first = first;");
  Line("this.second = second;");
  Close();
  Open(absl::StrCat(pair, "<V, K> swap()"));
  Line(absl::StrCat("return new ", pair, "<>(second, first);"));
  Close();
  if (options_.annotations) Line("@Override");
  Open("public String toString()");
  Line("return \"(\" + first + \", \" + second + \")\";");
  Close();
  Close();
}

void ProgramWriter::GenericsBlock() {
  const std::string box = name_ + "_Box";
  const std::string pair = name_ + "_Pair";
  const std::string b = scope_.Fresh("gb");
  const std::string s = scope_.Fresh("gs");
  const std::string p = scope_.Fresh("gp");
  const std::string x = scope_.Fresh("gx");
  Open("");
  {
    const std::string value = E(JType::kInt);
    Line(absl::StrCat(box, "<Integer> ", b, " = new ", box, Chance(0.5) ? "<>" : "<Integer>", "(",
                      value, ");"));
  }
  Line(absl::StrCat(b, ".set(", b, ".get() + ", E(JType::kInt), ");"));
  Line(absl::StrCat("int ", x, " = ", b, ".get();"));
  Line(absl::StrCat(box, "<String> ", s, " = ", box, ".of(", E(JType::kString), ");"));
  switch (Pick(4)) {
    case 0: {
      Line(absl::StrCat(pair, "<Integer, String> ", p, " = ", b, ".with(", s, ".get());"));
      Line(absl::StrCat("System.out.println(", p, " + \" \" + ", p, ".swap() + \" \" + (", p,
                        ".first + ", x, ") + \" \" + ", p, ".swap().first);"));
      break;
    }
    case 1: {
      const std::string text = E(JType::kString);
      Line(absl::StrCat("String ", p, " = ", box, ".pick(", E(JType::kBoolean), ", ", s, ".get(), ",
                        text, ");"));
      const std::string number = E(JType::kLong);
      Line(absl::StrCat("long ", p, "n = ", box, ".pick(", E(JType::kBoolean), ", (long) ", x, ", ",
                        number, ");"));
      Line(absl::StrCat("System.out.println(", p, " + \" \" + ", p, "n + \" \" + ", box,
                        ".last(new Integer[] {", x, ", ", E(JType::kInt), "}));"));
      break;
    }
    case 2: {  // Heap pollution through a raw alias: the use site's cast fails (JLS 4.12.2).
      Line(absl::StrCat(box, " ", p, " = ", s, ";"));
      Line(absl::StrCat(p, ".set(", x, ");"));
      Line(absl::StrCat("Object ", p, "o = ", s, ".get();"));
      Line(absl::StrCat("System.out.println(", p, "o);"));
      Open("try");
      Line(absl::StrCat("String ", p, "s = ", s, ".get();"));
      Line(absl::StrCat("System.out.println(", p, "s);"));
      Close();
      Open("catch (ClassCastException e)");
      Line("System.out.println(\"CCE\");");
      Close();
      break;
    }
    default: {
      Line(absl::StrCat(box, "<", pair, "<String, Long>> ", p, " = new ", box, "<>(new ", pair,
                        "<>(", s, ".get(), ", E(JType::kLong), "));"));
      Line(absl::StrCat("long ", p, "n = ", p, ".get().second + ", x, ";"));
      Line(absl::StrCat("System.out.println(", p, ".get() + \" \" + ", p, "n + \" \" + ", p,
                        ".get().swap().second.length());"));
      break;
    }
  }
  Close();
}

}  // namespace aprgrid::lang::generator
