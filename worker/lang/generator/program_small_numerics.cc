// byte, short and float blocks of the generated programs (GeneratorOptions::small_numerics):
// variables initialised by narrowing casts, constants that fit and widening, changed by
// compound assignments and ++/-- that narrow back, float arithmetic in single precision, every
// numeric conversion between them and the other types, their boxes (caches, equals, hashCode),
// arrays of them and a switch on a byte, each printed (so Float.toString and the narrowing results
// are compared with the JDK).
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

std::string ProgramWriter::FloatLiteral() {
  switch (Pick(5)) {
    case 0: {
      const int fraction = Pick(1000);
      return absl::StrCat(Pick(100), ".", fraction, "f");
    }
    case 1: {
      const int exponent = Pick(30) - 15;
      const int fraction = Pick(100);
      return absl::StrCat(Pick(10), ".", fraction, "e", exponent, "f");
    }
    case 2:
      return absl::StrCat(Pick(50), "f");
    case 3: {  // Hexadecimal (JLS 3.10.2): 0x1.8p3f.
      const int exponent = Pick(40) - 20;
      const int fraction = Pick(256);
      return absl::StrCat("0x", absl::Hex(1 + Pick(15)), ".", absl::Hex(fraction), "p", exponent,
                          "f");
    }
    default: {
      const int hundredths = Pick(10);
      return absl::StrCat("0.", Pick(10), hundredths, "F");
    }
  }
}

std::string ProgramWriter::SmallInit(absl::string_view type) {
  static const std::vector<std::string> kByteConstants = {"-128", "127", "0", "-1", "100", "'A'"};
  static const std::vector<std::string> kShortConstants = {"-32768", "32767", "300", "'z'",
                                                           "(byte) -7"};
  if (type == "float") {
    switch (Pick(5)) {
      case 0:
        return absl::StrCat("(float) (", E(JType::kDouble), ")");
      case 1:
        return E(JType::kInt);  // Widening (rounds above 2^24).
      case 2:
        return E(JType::kLong);
      default:
        return FloatLiteral();
    }
  }
  if (Chance(0.3)) return PickOf(type == "byte" ? kByteConstants : kShortConstants);
  const JType from = Chance(0.2) ? JType::kLong : Chance(0.2) ? JType::kDouble : JType::kInt;
  return absl::StrCat("(", type, ") (", E(from), ")");
}

void ProgramWriter::SmallNumericsBlock() {
  const std::string b = scope_.Fresh("nb");
  const std::string s = scope_.Fresh("ns");
  const std::string f = scope_.Fresh("nf");
  const std::string g = scope_.Fresh("nf");
  Line(absl::StrCat("byte ", b, " = ", SmallInit("byte"), ";"));
  Line(absl::StrCat("short ", s, " = ", Chance(0.2) ? b : SmallInit("short"), ";"));
  Line(absl::StrCat("float ", f, " = ", SmallInit("float"), ";"));
  Line(absl::StrCat("float ", g, " = ", FloatLiteral(), ";"));
  switch (Pick(5)) {
    case 0: {  // Compound assignment and ++/-- narrow back to byte and short.
      static const std::vector<std::string> kIntOps = {
          "+=", "-=", "*=", "&=", "|=", "^=", "<<=", ">>=", ">>>="};
      static const std::vector<std::string> kFloatOps = {"+=", "-=", "*=", "/=", "%="};
      const std::string byte_value = E(JType::kInt);
      Line(absl::StrCat(b, " ", PickOf(kIntOps), " ", byte_value, ";"));
      const std::string short_value = E(JType::kLong);
      Line(absl::StrCat(s, " ", PickOf(kIntOps), " ", short_value, ";"));
      const char* step = Chance(0.5) ? "++" : "--";
      Line(absl::StrCat(Chance(0.5) ? b : s, step, ";"));
      const std::string float_value =
          Chance(0.5) ? g : E(Chance(0.5) ? JType::kInt : JType::kDouble);
      Line(absl::StrCat(f, " ", PickOf(kFloatOps), " ", float_value, ";"));
      const std::string float_op = PickOf(kFloatOps);
      Line(absl::StrCat(Chance(0.5) ? b : s, " ", float_op, " ", f, ";"));
      Line(absl::StrCat(s, " %= ", 1 + Pick(9), ";"));
      break;
    }
    case 1: {  // float arithmetic: each result rounded to float; promotion with int and double.
      const std::string h = scope_.Fresh("nf");
      Line(absl::StrCat("float ", h, " = ", f, " * ", g, " + ", b, " / ", g, " - ", s, " % ",
                        FloatLiteral(), ";"));
      const std::string long_value = E(JType::kLong);
      Line(absl::StrCat("System.out.println(", h, " + \" \" + (", f, " / ", g, ") + \" \" + (", f,
                        " % ", g, ") + \" \" + (", f, " - ", g, " * ", b, ") + \" \" + (", f, " + ",
                        E(JType::kDouble), ") + \" \" + (", f, " * ", long_value, ") + \" \" + (",
                        f, " < ", g, ") + \" \" + (", h, " == ", h, "));"));
      break;
    }
    case 2: {  // Conversions to and from every numeric type.
      const std::string double_value = E(JType::kDouble);
      const std::string long_value = E(JType::kLong);
      const std::string int_value = E(JType::kInt);
      Line(absl::StrCat("System.out.println((int) ", f, " + \" \" + (long) (", f,
                        " * 1e10f) + \" \" + (byte) ", f, " + \" \" + (short) ", f,
                        " + \" \" + (int) (char) ", f, " + \" \" + (double) ", f, " + \" \" + (", f,
                        " == (float) (double) ", f, ") + \" \" + (byte) (", int_value,
                        ") + \" \" + (short) (", long_value, ") + \" \" + (float) (", double_value,
                        ") + \" \" + (char) ", b, " / 1);"));
      break;
    }
    case 3: {  // Boxes: Byte caches every value, Short -128..127, Float none.
      const std::string x = scope_.Fresh("nx");
      Line(absl::StrCat("Byte ", x, "b = ", b, ";"));
      Line(absl::StrCat("Short ", x, "s = ", s, ";"));
      Line(absl::StrCat("Float ", x, "f = ", f, ";"));
      Line(absl::StrCat("Object ", x, "o = ", Chance(0.5) ? b : s, ";"));
      Line(absl::StrCat("System.out.println((", x, "b == Byte.valueOf(", b, ")) + \" \" + (", x,
                        "s == Short.valueOf(", s, ")) + \" \" + (", x, "f == Float.valueOf(", f,
                        ")) + \" \" + ", x, "f.equals(", f, ") + \" \" + ", x, "o.equals(", x,
                        "b) + \" \" + ", x, "s.hashCode() + \" \" + ", x,
                        "f.hashCode() + \" \" + Float.compare(", f, ", ", g, ") + \" \" + ", x,
                        "b.compareTo(", x, "b) + \" \" + (", x, "s + ", x, "f));"));
      break;
    }
    default: {  // Arrays (zero-filled), element compound assignment, a switch on a byte.
      const std::string a = scope_.Fresh("na");
      const std::string fa = scope_.Fresh("na");
      Line(absl::StrCat("byte[] ", a, " = new byte[3];"));
      Line(absl::StrCat("float[] ", fa, " = {", f, ", ", g, ", ", b, "};"));
      Line(absl::StrCat(a, "[", Pick(3), "] += ", s, ";"));
      Line(absl::StrCat(a, "[", Pick(3), "]++;"));
      Line(absl::StrCat(fa, "[", Pick(3), "] *= ", s, ";"));
      Line(absl::StrCat("System.out.println(", a, "[0] + \" \" + ", a, "[1] + \" \" + ", a,
                        "[2] + \" \" + ", fa, "[0] + \" \" + ", fa, "[1] + \" \" + ", fa, "[2]);"));
      Open(absl::StrCat("switch (", b, ")"));
      Line(absl::StrCat("case ", Pick(127), ":"));
      Line("case -1:");
      Line(absl::StrCat("System.out.println(\"hit \" + ", b, ");"));
      Line("break;");
      Line("default:");
      Line(absl::StrCat("System.out.println(\"miss \" + (", b, " + ", s, "));"));
      Close();
      break;
    }
  }
  Line(absl::StrCat("System.out.println(", b, " + \" \" + ", s, " + \" \" + ", f, " + \" \" + ", g,
                    " + \" \" + (", b, " + ", s, ") + \" \" + (", f, " * ", b, "));"));
}

}  // namespace aprgrid::lang::generator
