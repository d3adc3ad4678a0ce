// Library-collection blocks of the generated programs (GeneratorOptions::library_collections):
// raw LinkedHashMap, LinkedHashSet, ArrayDeque, LinkedList, TreeMap, TreeSet and PriorityQueue
// filled from random int expressions reduced to a small key range, changed at both ends, navigated
// (floorKey/ceilingKey, headMap/tailMap/subMap, descending views), printed (insertion and key
// order), iterated with an Iterator whose remove() is used, and modified inside a for-each in a
// try that catches ConcurrentModificationException. ArrayDeque rejects null (caught). About half
// the TreeMaps and PriorityQueues are ordered by an anonymous Comparator<Integer> (by residue,
// then value) instead of natural ordering.
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::LibraryCollectionsBlock() {
  const std::string c = scope_.Fresh("lc");
  const std::string i = scope_.Fresh("li");
  const std::string n = std::to_string(1 + Pick(30));
  const std::string mod = std::to_string(2 + Pick(40));
  // A key in [0, mod) from a random int expression and the loop counter.
  const int multiplier = 1 + Pick(9);
  const std::string key = absl::StrCat("Math.abs((", E(JType::kInt), ") % ", mod, " + ", i, " * ",
                                       multiplier, ") % ", mod);
  auto fill = [&](const std::string& type, const std::string& add) {
    if ((type == "TreeMap" || type == "PriorityQueue") && Chance(0.5)) {
      const std::string r = std::to_string(2 + Pick(4));
      const std::string cap = type == "PriorityQueue" && Chance(0.5) ? "1 + " + n + " / 2, " : "";
      Open(absl::StrCat(type, " ", c, " = new ", type, "(", cap, "new Comparator<Integer>()"));
      if (options_.annotations) Line("@Override");
      Open("public int compare(Integer a, Integer b)");
      Line(absl::StrCat("if (a % ", r, " != b % ", r, ") return b % ", r, " - a % ", r, ";"));
      Line("return a.compareTo(b);");
      Close();
      Close(");");
    } else {
      Line(absl::StrCat(type, " ", c, " = new ", type, "();"));
    }
    Open(absl::StrCat("for (int ", i, " = 0; ", i, " < ", n, "; ", i, "++)"));
    Line(absl::StrCat("int ", i, "k = ", key, ";"));
    Line(add);
    Close();
  };
  auto remove_some = [&](const std::string& iterable) {
    Line(absl::StrCat("Iterator ", i, "t = ", iterable, ";"));
    Open(absl::StrCat("while (", i, "t.hasNext())"));
    Line(absl::StrCat("if (", i, "t.next().hashCode() % ", 2 + Pick(4), " == 0) ", i,
                      "t.remove();"));
    Close();
  };
  switch (Pick(7)) {
    case 0: {  // LinkedHashMap counting keys: insertion order survives re-puts and removals.
      fill("LinkedHashMap",
           absl::StrCat(c, ".put(", Chance(0.5) ? "\"k\" + " : "", i, "k, ", i, ");"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".remove(",
                        Chance(0.5) ? "\"k1\"" : "1", ") + \" \" + ", c, ".keySet());"));
      remove_some(absl::StrCat(c, ".values().iterator()"));
      Line(absl::StrCat("System.out.println(", c, ".entrySet() + \" \" + ", c, ".hashCode());"));
      break;
    }
    case 1: {  // LinkedHashSet: insertion order, then a structural change inside a for-each.
      fill("LinkedHashSet", absl::StrCat(c, ".add(", i, "k);"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".size());"));
      Open("try");
      Open(absl::StrCat("for (Object ", i, "o : ", c, ")"));
      const char* change = Chance(0.5) ? ".remove(" : ".add(100 + (Integer) ";
      Line(absl::StrCat("if ((Integer) ", i, "o == ", E(JType::kInt), " % ", mod, ") ", c, change,
                        i, "o);"));
      Close();
      Close();
      Open("catch (ConcurrentModificationException e)");
      Line(absl::StrCat("System.out.println(\"CME \" + ", c, ");"));
      Close();
      Line(absl::StrCat("System.out.println(", c, ");"));
      break;
    }
    case 2: {  // ArrayDeque used at both ends; iterator removal; null rejected.
      fill("ArrayDeque", absl::StrCat("if (", i, "k % 3 == 0) ", c, ".addFirst(", i, "k); else ", c,
                                      ".addLast(", i, "k);"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".pollFirst() + \" \" + ", c,
                        ".pollLast() + \" \" + ", c, ".peekFirst() + \" \" + ", c, ".size());"));
      remove_some(absl::StrCat(c, Chance(0.5) ? ".iterator()" : ".descendingIterator()"));
      Open("try");
      Line(absl::StrCat("if (", c, ".size() > ", E(JType::kInt), " % 5) ", c, ".push(null); else ",
                        c, ".push(", c, ".size());"));
      Line(absl::StrCat("System.out.println(", c, ".pop() + \" \" + ", c, ");"));
      Close();
      Open("catch (NullPointerException e)");
      Line(absl::StrCat("System.out.println(\"NPE \" + ", c, ");"));
      Close();
      break;
    }
    case 3: {  // LinkedList as a list and a deque; an index error; descending order.
      fill("LinkedList", absl::StrCat(c, ".add(", i, "k % 2 == 0 ? ", c, ".size() / 2 : ", c,
                                      ".size(), ", i, "k);"));
      Open("try");
      const std::string sought = E(JType::kInt);
      Line(absl::StrCat("System.out.println(", c, ".get(", E(JType::kInt), " % 8) + \" \" + ", c,
                        ".removeFirst() + \" \" + ", c, ".indexOf(", sought, " % ", mod, "));"));
      Close();
      Open("catch (IndexOutOfBoundsException e)");
      Line("System.out.println(e.getMessage());");
      Close();
      Open("catch (NoSuchElementException e)");
      Line("System.out.println(\"NSEE\");");
      Close();
      remove_some(absl::StrCat(c, ".iterator()"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".hashCode() + \" \" + ", c,
                        ".peekLast());"));
      break;
    }
    case 4: {  // TreeMap: key order, navigation and range views.
      fill("TreeMap", absl::StrCat(c, ".put(", i, "k, ", i, ");"));
      const std::string a = E(JType::kInt);
      Line(absl::StrCat("int ", i, "a = Math.abs((", a, ") % ", mod, ");"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".floorKey(", i,
                        "a) + \" \" + ", c, ".ceilingKey(", i, "a) + \" \" + ", c, ".headMap(", i,
                        "a) + \" \" + ", c, ".tailMap(", i, "a, false).size());"));
      Open("try");
      Line(absl::StrCat("System.out.println(", c, ".subMap(", i, "a, ", E(JType::kInt), " % ", mod,
                        ") + \" \" + ", c, ".descendingMap().firstKey() + \" \" + ", c,
                        ".pollFirstEntry());"));
      Close();
      Open("catch (IllegalArgumentException e)");
      Line("System.out.println(e.getMessage());");
      Close();
      Open("catch (NoSuchElementException e)");
      Line("System.out.println(\"NSEE\");");
      Close();
      remove_some(absl::StrCat(c, ".keySet().iterator()"));
      Line(absl::StrCat("System.out.println(", c, ".entrySet() + \" \" + ", c, ".lastEntry());"));
      break;
    }
    case 5: {  // PriorityQueue: the heap's array order, polls, iterator removal.
      fill("PriorityQueue", absl::StrCat(c, ".offer(", i, "k);"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".poll() + \" \" + ", c,
                        ".peek() + \" \" + ", c, ");"));
      remove_some(absl::StrCat(c, ".iterator()"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".size() + \" \" + ", c,
                        ".contains(", E(JType::kInt), " % ", mod, "));"));
      break;
    }
    default: {  // TreeSet of Strings: order, views, a change inside a for-each.
      fill("TreeSet", absl::StrCat(c, ".add(\"s\" + ", i, "k);"));
      const int higher = Pick(10);
      Line(absl::StrCat("System.out.println(", c, " + \" \" + ", c, ".headSet(\"s", Pick(10),
                        "\") + \" \" + ", c, ".descendingSet() + \" \" + ", c, ".higher(\"s",
                        higher, "\"));"));
      Open("try");
      Open(absl::StrCat("for (Object ", i, "o : ", c, ")"));
      Line(absl::StrCat("if (", i, "o.equals(\"s\" + (", E(JType::kInt), " % ", mod, "))) ", c,
                        ".remove(", i, "o);"));
      Close();
      Close();
      Open("catch (ConcurrentModificationException e)");
      Line(absl::StrCat("System.out.println(\"CME \" + ", c, ".size());"));
      Close();
      Line(absl::StrCat("System.out.println(", c, ".pollFirst() + \" \" + ", c, ");"));
      break;
    }
  }
}

}  // namespace aprgrid::lang::generator
