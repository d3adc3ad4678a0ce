// Generic collection blocks of the generated programs (GeneratorOptions::generic_collections):
// ArrayList<Integer>, Map<String, Integer> and Set<Integer> created with the diamond, filled
// with boxed random ints, read back without casts (javac's use-site casts and unboxing), summed
// by for-each with unboxing and widening (JLS 14.14.2), and walked through Map.Entry and
// Iterator<Integer>, and sorted (Collections.sort, List.sort with reverseOrder or an anonymous
// Comparator<Integer>; Collections.max/min/reverse/swap/frequency). Keys are Integers and
// Strings: their hashCodes are specified, so the JDK's iteration order is deterministic.
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::GenericCollectionsBlock() {
  const std::string c = scope_.Fresh("gc");
  const std::string i = scope_.Fresh("gi");
  const std::string n = std::to_string(2 + Pick(30));
  const std::string mod = std::to_string(1 + Pick(40));
  switch (Pick(4)) {
    case 0: {  // List<Integer>: boxing add, unboxing get, for-each widening, remove(Object).
      Line(absl::StrCat(Chance(0.5) ? "List" : "ArrayList", "<Integer> ", c,
                        " = new ArrayList<>();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      Line(absl::StrCat(c, ".add(", i, " * (", E(JType::kInt), ") % ", mod, ");"));
      Close();
      Line(absl::StrCat("long ", i, "s = 0;"));
      Line(absl::StrCat("for (", Chance(0.5) ? "long " : "int ", i, "x : ", c, ") ", i, "s += ", i,
                        "x;"));
      Line(absl::StrCat("int ", i, "f = ", c, ".get(", c, ".size() - 1);"));
      Line(absl::StrCat(c, ".remove(Integer.valueOf(", i, "f));"));
      Line(absl::StrCat(c, ".set(0, ", c, ".get(0) + ", i, "f);"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", i, "s + \" \" + ", c, ".indexOf(",
                        i, "f) + \" \" + ", c, ".contains(", mod, "));"));
      break;
    }
    case 1: {  // Map<String, Integer>: counting with getOrDefault, entries updated by setValue.
      Line(absl::StrCat("Map<String, Integer> ", c, " = new HashMap<>();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      Line(absl::StrCat("String ", i, "k = \"k\" + (", i, " * (", E(JType::kInt), ") % ", mod,
                        ");"));
      Line(absl::StrCat(c, ".put(", i, "k, ", c, ".getOrDefault(", i, "k, 0) + ", i, ");"));
      Close();
      Line(absl::StrCat("int ", i, "t = 0;"));
      Open(absl::StrCat("for (Map.Entry<String, Integer> ", i, "e : ", c, ".entrySet())"));
      Line(absl::StrCat(i, "t += ", i, "e.getValue() + ", i, "e.getKey().length();"));
      Line(absl::StrCat("if (", i, "e.getValue() % 2 == 0) ", i, "e.setValue(-", i,
                        "e.getValue());"));
      Close();
      Line(absl::StrCat("Integer ", i, "g = ", c, ".get(\"k1\");"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", i, "t + \" \" + ", i,
                        "g + \" \" + ", c, ".keySet() + \" \" + ", c, ".values());"));
      break;
    }
    case 2: {  // Sorting: natural order, reverseOrder, an anonymous Comparator; Collections.
      Line(absl::StrCat("List<Integer> ", c, " = new ArrayList<>();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      Line(absl::StrCat(c, ".add(", i, " * (", E(JType::kInt), ") % ", mod, ");"));
      Close();
      switch (Pick(4)) {
        case 0:
          Line(absl::StrCat("Collections.sort(", c, ");"));
          break;
        case 1:
          Line(absl::StrCat(c, ".sort(Collections.reverseOrder());"));
          break;
        case 2:
          Line(absl::StrCat("Collections.sort(", c, ", Collections.reverseOrder());"));
          break;
        default:  // A comparator that keeps its contract: equal keys keep their order.
          Open(absl::StrCat(c, ".sort(new Comparator<Integer>()"));
          if (options_.annotations) Line("@Override");
          Open("public int compare(Integer a, Integer b)");
          Line(absl::StrCat("return a % 7 - b % 7;"));
          Close();
          Close(");");
          break;
      }
      Line(absl::StrCat("int ", i, "x = Collections.max(", c, ") - Collections.min(", c, ");"));
      Line(absl::StrCat("Collections.reverse(", c, ");"));
      Line(absl::StrCat("Collections.swap(", c, ", 0, ", c, ".size() - 1);"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", i, "x + \" \" + ",
                        "Collections.frequency(", c, ", ", c, ".get(0)));"));
      break;
    }
    default: {  // Set<Integer> and a List copy of it; an Iterator<Integer> removes some.
      Line(absl::StrCat("Set<Integer> ", c, " = new HashSet<>();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      // An odd multiplier, as in CollectionsBlock: no JDK tree bins.
      Line(absl::StrCat(c, ".add(", i, " * (", E(JType::kInt), " | 1) % 1000);"));
      Close();
      Line(absl::StrCat("List<Integer> ", i, "l = new ArrayList<>(", c, ");"));
      Line(absl::StrCat("Iterator<Integer> ", i, "t = ", i, "l.iterator();"));
      Open(absl::StrCat("while (", i, "t.hasNext())"));
      Line(absl::StrCat("if (", i, "t.next() % ", mod, " == 0) ", i, "t.remove();"));
      Close();
      Line(absl::StrCat("long ", i, "s = 0;"));
      Line(absl::StrCat("for (Integer ", i, "o : ", i, "l) ", i, "s += ", i, "o;"));
      Line(absl::StrCat("System.out.println(", i, "l + \" \" + ", i, "s + \" \" + ", c,
                        ".size() + \" \" + ", c, ".contains(", mod, "));"));
      break;
    }
  }
}

}  // namespace aprgrid::lang::generator
