// Collection blocks of the generated programs (GeneratorOptions::collections): raw ArrayList,
// HashMap and HashSet filled from random int and String expressions (many keys, so tables
// resize), read back through casts, printed (iteration order is the JDK's HashMap order),
// iterated with for-each and with an Iterator whose remove() is used, and modified inside a
// for-each in a try that catches ConcurrentModificationException. Keys are Integers and Strings
// only: their hashCodes are specified, so the JDK's iteration order is deterministic.
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::CollectionsBlock() {
  const std::string c = scope_.Fresh("col");
  const std::string i = scope_.Fresh("ci");
  const std::string n = std::to_string(Pick(40));
  const std::string mod = std::to_string(1 + Pick(60));
  switch (Pick(4)) {
    case 0: {  // ArrayList: add, get through a cast, indexOf, remove(Object), set out of range.
      Line(absl::StrCat("ArrayList ", c, " = new ArrayList();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      Line(absl::StrCat(c, ".add(", Chance(0.5) ? absl::StrCat(i, " * ", i, " % ", mod) : i, ");"));
      Close();
      Line(absl::StrCat(c, ".add(", Chance(0.5) ? E(JType::kInt) : "null", ");"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".indexOf(", E(JType::kInt),
                        " % ", mod, ") + \" \" + ", c, ".remove((Object) ", mod, ") + \" \" + ", c,
                        ".hashCode());"));
      Open("try");
      Line(absl::StrCat("int ", i, "x = (Integer) ", c, ".get(", E(JType::kInt), " % 8);"));
      Line(absl::StrCat(c, ".set(", i, "x % 8, ", E(JType::kString), ");"));
      Line(absl::StrCat("System.out.println(", i, "x + \" \" + ", c, ");"));
      Close();
      Open("catch (IndexOutOfBoundsException e)");
      Line("System.out.println(e.getMessage());");
      Close();
      Open("catch (NullPointerException e)");
      Line("System.out.println(\"NPE\");");
      Close();
      break;
    }
    case 1: {  // HashMap counting keys, printed whole and through its three views.
      Line(absl::StrCat("HashMap ", c, " = new HashMap();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      const std::string key = Chance(0.5)
                                  ? absl::StrCat("\"k\" + (", i, " * 7 % ", mod, ")")
                                  : absl::StrCat("(", E(JType::kInt), ") % ", mod, " + ", i);
      Line(absl::StrCat("Object ", i, "k = ", key, ";"));
      Line(absl::StrCat(c, ".put(", i, "k, (Integer) ", c, ".getOrDefault(", i, "k, 0) + 1);"));
      Close();
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".size() + \" \" + ", c,
                        ".keySet() + \" \" + ", c, ".values());"));
      Line(absl::StrCat("System.out.println(", c, ".remove(\"k1\") + \" \" + ", c,
                        ".containsKey(1) + \" \" + ", c, ".entrySet() + \" \" + ", c,
                        ".hashCode());"));
      break;
    }
    case 2: {  // HashSet of many ints; an Iterator removes some; for-each sums the rest.
      Line(absl::StrCat("HashSet ", c, " = new HashSet();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
      // An odd multiplier: an even one (64, say) put nine keys in one bin of a 64-slot table,
      // where the JDK builds a tree bin, which is outside the subject language.
      Line(absl::StrCat(c, ".add(", i, " * (", E(JType::kInt), " | 1) % 1000);"));
      Close();
      Line(absl::StrCat("Iterator ", i, "t = ", c, ".iterator();"));
      Open(absl::StrCat("while (", i, "t.hasNext())"));
      Line(absl::StrCat("if ((Integer) ", i, "t.next() % ", mod, " == 0) ", i, "t.remove();"));
      Close();
      Line(absl::StrCat("long ", i, "s = 0;"));
      Line(absl::StrCat("for (Object ", i, "o : ", c, ") ", i, "s += (Integer) ", i, "o;"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", i, "s + \" \" + ", c, ".contains(",
                        E(JType::kInt), "));"));
      break;
    }
    default: {  // A structural change inside a for-each: ConcurrentModificationException or not.
      Line(absl::StrCat("ArrayList ", c, " = new ArrayList();"));
      Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, " % 6 + 1; ", i, "++)"));
      Line(absl::StrCat(c, ".add(", i, ");"));
      Close();
      Open("try");
      Open(absl::StrCat("for (Object ", i, "o : ", c, ")"));
      const char* change = Chance(0.5) ? ".remove(" : ".add(";
      Line(absl::StrCat("if ((Integer) ", i, "o == ", E(JType::kInt), " % 6) ", c, change, i,
                        "o);"));
      Close();
      Line(absl::StrCat("System.out.println(", c, ");"));
      Close();
      Open("catch (ConcurrentModificationException e)");
      Line(absl::StrCat("System.out.println(e + \" \" + ", c, ");"));
      Close();
      break;
    }
  }
}

}  // namespace aprgrid::lang::generator
