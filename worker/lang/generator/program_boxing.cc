// Boxing blocks of the generated programs (GeneratorOptions::boxing): box variables of every
// box class from random expressions and from values around Integer.valueOf's cache bounds,
// compared by == (identity, so the cache shows) and equals, unboxed in arithmetic, conditions,
// compound assignments and ++, passed to Object and to java.util.Objects/Arrays, null
// unboxed inside a try, and the Integer/Long/Math/Character statics and StringBuilder's
// editing methods on random values.
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

std::string ProgramWriter::BoxedInt() {
  // Around the cache's bounds (-128..127) half of the time.
  static const std::vector<std::string> kEdges = {"-129", "-128", "127", "128", "0", "1000"};
  return Chance(0.5) ? PickOf(kEdges) : E(JType::kInt);
}

void ProgramWriter::BoxingBlock() {
  const std::string a = scope_.Fresh("bx");
  const std::string b = scope_.Fresh("bx");
  Line(absl::StrCat("Integer ", a, " = ", BoxedInt(), ";"));
  Line(absl::StrCat("Integer ", b, " = ", Chance(0.3) ? a : BoxedInt(), ";"));
  Line(absl::StrCat("System.out.println((", a, " == ", b, ") + \" \" + ", a, ".equals(", b,
                    ") + \" \" + ", a, ".compareTo(", b, ") + \" \" + (", a, " + ", b,
                    ") + \" \" + (", a, " < ", b, ") + \" \" + ", a, ".hashCode());"));
  switch (Pick(6)) {
    case 0: {  // Long: its own cache; (long) of an Integer widens after unboxing.
      const std::string l = scope_.Fresh("bl");
      Line(absl::StrCat("Long ", l, " = ", Chance(0.5) ? absl::StrCat("(long) ", a) : "128L", ";"));
      Line(absl::StrCat("Long ", l, "x = ", E(JType::kLong), ";"));
      Line(absl::StrCat("System.out.println((", l, " == Long.valueOf(", l, ")) + \" \" + ", l,
                        ".equals(", a, ") + \" \" + ", l, "x.hashCode() + \" \" + Long.compare(", l,
                        ", ", l, "x));"));
      break;
    }
    case 1: {  // Character and Boolean.
      const std::string c = scope_.Fresh("bc");
      const std::string z = scope_.Fresh("bz");
      Line(absl::StrCat("Character ", c, " = ", E(JType::kChar), ";"));
      Line(absl::StrCat("Boolean ", z, " = ", E(JType::kBoolean), ";"));
      Line(absl::StrCat(c, "++;"));
      Open(absl::StrCat("if (", z, " && ", c, " > 'a')"));
      Line(absl::StrCat("System.out.println(", c, " + \" \" + (", c, " == Character.valueOf(", c,
                        ")) + \" \" + ", z, ".hashCode());"));
      Close();
      break;
    }
    case 2: {  // Compound assignment and ++ on a box.
      static const std::vector<std::string> kOps = {"+=", "-=", "*=", "&=", "|=", "<<="};
      std::string value = E(JType::kInt);
      Line(absl::StrCat(a, " ", PickOf(kOps), " ", value, ";"));
      Line(absl::StrCat(Chance(0.5) ? absl::StrCat(b, "++") : absl::StrCat("--", b), ";"));
      Line(absl::StrCat("System.out.println(", a, " + \" \" + ", b, " + \" \" + (", a, " == ", b,
                        "));"));
      break;
    }
    case 3: {  // Objects and Arrays (java.util, imported on demand).
      const std::string o = scope_.Fresh("bo");
      Line(absl::StrCat("Object ", o, " = ", Chance(0.5) ? a : E(JType::kInt), ";"));
      Line(absl::StrCat("System.out.println(Objects.equals(", o, ", ", b,
                        ") + \" \" + Objects.hash(", a, ", ", o, ", ", E(JType::kString),
                        ") + \" \" + Arrays.toString(new int[] {", a, ", ", b, "}));"));
      break;
    }
    case 4: {  // The java.lang statics: Integer/Long bits and radixes, Math's exact family,
               // Character, and StringBuilder's editing methods.
      const std::string x = scope_.Fresh("bs");
      Line(absl::StrCat("int ", x, " = ", E(JType::kInt), ";"));
      Line(absl::StrCat("long ", x, "l = ", E(JType::kLong), ";"));
      const int modulus = 1 + Pick(9);
      Line(absl::StrCat(
          "System.out.println(Integer.toHexString(", x, ") + \" \" + Integer.bitCount(", x,
          ") + \" \" + Integer.toString(", x, ", 36) + \" \" + Math.floorMod(", x, ", ",
          Chance(0.5) ? "-" : "", modulus, ") + \" \" + Long.numberOfTrailingZeros(", x,
          "l) + \" \" + Integer.parseInt(Integer.toBinaryString(", x,
          " & 1023), 2) + \" \" + Character.isLetterOrDigit((char) (", x, " & 255)));"));
      Open("try");
      Line(absl::StrCat("System.out.println(Math.", Chance(0.5) ? "addExact(" : "multiplyExact(", x,
                        ", ", a, ") + Math.toIntExact(", x, "l));"));
      Close();
      Open("catch (ArithmeticException e)");
      Line("System.out.println(e.getMessage());");
      Close();
      Line(absl::StrCat("StringBuilder ", x, "b = new StringBuilder(", E(JType::kString), ");"));
      Line(absl::StrCat(x, "b.insert(Math.abs(", x, " % (", x, "b.length() + 1)), ", x,
                        "l).replace(0, Math.min(2, ", x, "b.length()), \"<>\");"));
      // Each part is a String before the next changes the builder (javac 17's string
      // concatenation converts its operands only at the end).
      Line(absl::StrCat("System.out.println(", x, "b.reverse().toString() + \" \" + ", x,
                        "b.indexOf(\">\") + \" \" + ", x, "b.deleteCharAt(0).substring(1));"));
      break;
    }
    default: {  // Unboxing null throws NullPointerException.
      const std::string n = scope_.Fresh("bn");
      Line(absl::StrCat("Integer ", n, " = ", Chance(0.5) ? "null" : a, ";"));
      Open("try");
      Line(absl::StrCat("System.out.println(", n, " + ", E(JType::kInt), ");"));
      Close();
      Open("catch (NullPointerException e)");
      Line("System.out.println(\"NPE\");");
      Close();
      break;
    }
  }
}

}  // namespace aprgrid::lang::generator
