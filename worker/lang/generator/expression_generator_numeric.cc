// The numeric expressions of ExpressionGenerator (expression_generator.h): int, long, double
// and their literals, array elements included.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "worker/lang/generator/expression_generator.h"

namespace aprgrid::lang::generator {
namespace {

// Literal pools. Edge values (limits, powers of two, zero) make overflow and division by zero
// common; doubles include values whose Double.toString switches notation or is not exact.
const std::vector<std::string>& IntEdgeLiterals() {
  static const auto* pool = new std::vector<std::string>{"0",
                                                         "1",
                                                         "2",
                                                         "3",
                                                         "7",
                                                         "10",
                                                         "31",
                                                         "32",
                                                         "33",
                                                         "255",
                                                         "65536",
                                                         "1000000",
                                                         "2147483647",
                                                         "(-1)",
                                                         "(-2)",
                                                         "(-31)",
                                                         "(-2147483648)",
                                                         "Integer.MAX_VALUE",
                                                         "Integer.MIN_VALUE",
                                                         "1073741824",
                                                         "46341",
                                                         "(-46341)",
                                                         "0x7FFFFFFF",
                                                         "0xFFFFFFFF",
                                                         "0b1011",
                                                         "017",
                                                         "1_000_000"};
  return *pool;
}

const std::vector<std::string>& LongLiterals() {
  static const auto* pool = new std::vector<std::string>{"0L",
                                                         "1L",
                                                         "(-1L)",
                                                         "63L",
                                                         "64L",
                                                         "4294967296L",
                                                         "2147483648L",
                                                         "9223372036854775807L",
                                                         "(-9223372036854775808L)",
                                                         "1000000007L",
                                                         "3037000500L",
                                                         "(-77L)",
                                                         "123456789012345L",
                                                         "0xFFFFFFFFFFFFFFFFL",
                                                         "0x8000000000000000L",
                                                         "07L",
                                                         "Long.MAX_VALUE",
                                                         "Long.MIN_VALUE"};
  return *pool;
}

const std::vector<std::string>& DoubleLiterals() {
  static const auto* pool = new std::vector<std::string>{
      "0.0",    "(-0.0)", "1.0",       "0.5",     "(-2.5)", "0.1",    "0.2",     "3.14159",
      "100.0",  "1.0E7",  "9999999.0", "0.001",   "1.0E-4", "1.0E10", "1.5E300", "(-1.0E-300)",
      "2.0E-3", "1.0E22", "123.456",   "7.0",     "1.0E15", "0.3",    "1.0E-7",  "4.35",
      ".5",     "2.",     "1e3",       "6.02e23", "1.5e-3", "1_000.5"};
  return *pool;
}

}  // namespace

std::string ExpressionGenerator::IntLiteral() {
  if (Chance(0.6)) return SmallIntLiteral(-5, 12);
  return PickOf(IntEdgeLiterals());
}

std::string ExpressionGenerator::SmallIntLiteral(int low, int high) {
  int value = low + Pick(high - low + 1);
  return value < 0 ? absl::StrCat("(", value, ")") : absl::StrCat(value);
}

std::string ExpressionGenerator::IntAtom(int depth) {
  std::string v = Var(JType::kInt);
  if (!v.empty() && Chance(0.55)) return v;
  if (depth > 0 && objects_enabled_ && symbols_.enum_constants > 0 && Chance(0.08)) {
    return EnumInt(depth);
  }
  if (depth > 0 && Chance(0.15)) return ArrayElement(depth);
  if (depth > 0 && Chance(0.1)) return absl::StrCat(String(depth - 1), ".length()");
  return IntLiteral();
}

std::string ExpressionGenerator::ArrayElement(int depth) {
  std::string array = Var(JType::kIntArray);
  if (array.empty() || Chance(0.2)) array = IntArray(depth - 1);
  std::string index = Int(depth - 1);
  if (Chance(0.8)) {
    // Usually in bounds (unless the array is empty or null): the index is folded into range.
    return absl::StrCat(array, "[Math.abs((", index, ") % ", array, ".length)]");
  }
  return absl::StrCat(array, "[", index, "]");
}

std::string ExpressionGenerator::FlatIntChain(int depth) {
  static const std::vector<std::string> kOps = {"+", "-",  "*",  "/",   "%", "&", "|",
                                                "^", "<<", ">>", ">>>", "+", "-", "*"};
  std::string chain = IntAtom(depth - 1);
  int length = 2 + Pick(3);
  for (int i = 0; i < length; ++i) {
    std::string atom = IntAtom(depth - 1);
    absl::StrAppend(&chain, " ", PickOf(kOps), " ", atom);
  }
  return absl::StrCat("(", chain, ")");
}

std::string ExpressionGenerator::Int(int depth) {
  if (depth <= 0) return IntAtom(0);
  int d = depth - 1;
  switch (Pick(20)) {
    case 0:
    case 1:
    case 2: {
      static const std::vector<std::string> kOps = {"+", "-", "*",  "/",  "%",  "&",
                                                    "|", "^", "<<", ">>", ">>>"};
      // A char operand is promoted to int, a long shift distance keeps the int type.
      std::string left = Chance(0.15) ? Char(d) : Int(d);
      std::string op = PickOf(kOps);
      std::string right = (op[0] == '<' || op[0] == '>') && Chance(0.2) ? Long(d) : Int(d);
      return absl::StrCat("(", left, " ", op, " ", right, ")");
    }
    case 3:
    case 4:
      return FlatIntChain(depth);
    case 5: {
      static const std::vector<std::string> kUnary = {"-", "~", "+", "- -"};
      std::string operand = Int(d);
      return absl::StrCat("(", PickOf(kUnary), operand, ")");
    }
    case 6:
      return absl::StrCat("((int) ", Chance(0.5) ? Long(d) : Double(d), ")");
    case 7:
      return absl::StrCat("((int) (char) ", Int(d), ")");
    case 8: {
      std::string otherwise = Int(d);
      std::string then = Int(d);
      std::string condition = Boolean(d);
      return absl::StrCat("(", condition, " ? ", then, " : ", otherwise, ")");
    }
    case 9: {
      std::string call = Call(JType::kInt, depth);
      if (!call.empty()) return call;
      return IntAtom(depth);
    }
    case 10: {
      static const std::vector<std::string> kFns = {"Math.abs(", "Math.min(", "Math.max("};
      std::string fn = PickOf(kFns);
      if (fn == "Math.abs(") return absl::StrCat(fn, Int(d), ")");
      std::string second = Int(d);
      std::string first = Int(d);
      return absl::StrCat(fn, first, ", ", second, ")");
    }
    case 11: {
      std::string s = String(d);
      switch (Pick(3)) {
        case 0:
          return absl::StrCat(s, ".length()");
        case 1:
          return absl::StrCat(s, ".indexOf(", String(d), ")");
        default:
          return absl::StrCat(s, ".compareTo(", String(d), ")");
      }
    }
    case 12:
      return ArrayElement(depth);
    case 13: {
      std::vector<const Variable*> vars = scope_.Find(JType::kInt, true);
      if (vars.empty()) return IntAtom(depth);
      const std::string& v = vars[static_cast<size_t>(Pick(static_cast<int>(vars.size())))]->name;
      static const std::vector<std::string> kForms = {"++", "--"};
      static const std::vector<std::string> kAssign = {"=", "+=", "-=", "*=", "^=", ">>="};
      switch (Pick(3)) {
        case 0:
          return absl::StrCat("(", v, PickOf(kForms), ")");
        case 1:
          return absl::StrCat("(", PickOf(kForms), v, ")");
        default:
          // An assignment is an expression too: its value is the variable's new value.
          {
            std::string value = Int(d);
            return absl::StrCat("(", v, " ", PickOf(kAssign), " ", value, ")");
          }
      }
    }
    case 14: {
      static const std::vector<std::string> kNumbers = {
          "\"0\"", "\"17\"", "\"-42\"", "\"+8\"", "\"2147483647\"", "\"-2147483648\""};
      return absl::StrCat("Integer.parseInt(", PickOf(kNumbers), ")");
    }
    case 15:
      if (!objects_enabled_) return IntAtom(depth);
      return absl::StrCat(Object(d), ".val");
    case 16:
      if (!objects_enabled_) return IntAtom(depth);
      {
        std::string x = Int(d);
        return absl::StrCat(Object(d), ".calc(", x, ")");
      }
    case 17:
      // Rarely: a cast to the subclass fails for half of the objects (ClassCastException).
      if (!objects_enabled_ || Chance(0.6)) return IntAtom(depth);
      return absl::StrCat("((", symbols_.derived_class, ") ", Object(d), ").extra()");
    case 18:
      return absl::StrCat(IntArray(d), ".length");
    default:
      return IntAtom(depth);
  }
}

std::string ExpressionGenerator::Long(int depth) {
  std::string v = Var(JType::kLong);
  if (depth <= 0) return !v.empty() && Chance(0.6) ? v : PickOf(LongLiterals());
  int d = depth - 1;
  switch (Pick(10)) {
    case 0:
    case 1: {
      static const std::vector<std::string> kOps = {"+", "-", "*", "/", "%", "&", "|", "^"};
      // At least one long operand makes the whole expression long.
      bool long_left = Chance(0.5);
      std::string right = long_left && Chance(0.5) ? Int(d) : Long(d);
      std::string op = PickOf(kOps);
      std::string left = long_left ? Long(d) : Int(d);
      return absl::StrCat("(", left, " ", op, " ", right, ")");
    }
    case 2: {
      static const std::vector<std::string> kShifts = {"<<", ">>", ">>>"};
      std::string distance = Int(d);
      std::string op = PickOf(kShifts);
      return absl::StrCat("(", Long(d), " ", op, " ", distance, ")");
    }
    case 3:
      return absl::StrCat("((long) ", Chance(0.7) ? Int(d) : Double(d), ")");
    case 4: {
      std::string operand = Long(d);
      return absl::StrCat("(", Chance(0.5) ? "-" : "~", operand, ")");
    }
    case 5: {
      std::string otherwise = Long(d);
      std::string then = Long(d);
      std::string condition = Boolean(d);
      return absl::StrCat("(", condition, " ? ", then, " : ", otherwise, ")");
    }
    case 6: {
      std::string call = Call(JType::kLong, depth);
      if (!call.empty()) return call;
      return Long(0);
    }
    case 7: {
      if (Chance(0.5)) return absl::StrCat("Math.abs(", Long(d), ")");
      std::string second = Int(d);
      std::string first = Long(d);
      return absl::StrCat(Chance(0.5) ? "Math.min(" : "Math.max(", first, ", ", second, ")");
    }
    default:
      return Long(0);
  }
}

std::string ExpressionGenerator::AnyNumeric(int depth) {
  switch (Pick(4)) {
    case 0:
      return Int(depth);
    case 1:
      return Long(depth);
    case 2:
      return Char(depth);
    default:
      return Double(depth);
  }
}

std::string ExpressionGenerator::Double(int depth) {
  std::string v = Var(JType::kDouble);
  if (depth <= 0) return !v.empty() && Chance(0.6) ? v : PickOf(DoubleLiterals());
  int d = depth - 1;
  switch (Pick(10)) {
    case 0:
    case 1:
    case 2: {
      static const std::vector<std::string> kOps = {"+", "-", "*", "/", "%"};
      bool double_left = Chance(0.6);
      std::string right = double_left ? AnyNumeric(d) : Double(d);
      std::string op = PickOf(kOps);
      std::string left = double_left ? Double(d) : AnyNumeric(d);
      return absl::StrCat("(", left, " ", op, " ", right, ")");
    }
    case 3:
      return absl::StrCat("((double) ", Chance(0.6) ? Int(d) : Long(d), ")");
    case 4: {
      static const std::vector<std::string> kFns = {"Math.sqrt(", "Math.floor(", "Math.ceil(",
                                                    "Math.abs("};
      std::string x = Double(d);
      return absl::StrCat(PickOf(kFns), x, ")");
    }
    case 5: {
      std::string second = Double(d);
      std::string first = Double(d);
      return absl::StrCat(Chance(0.5) ? "Math.min(" : "Math.max(", first, ", ", second, ")");
    }
    case 6: {
      // Small integral powers are exact, so pow agrees to the last bit everywhere.
      std::string exponent = SmallIntLiteral(-2, 8);
      return absl::StrCat("Math.pow(", SmallIntLiteral(-3, 10), ", ", exponent, ")");
    }
    case 7: {
      std::string otherwise = Double(d);
      std::string then = Double(d);
      std::string condition = Boolean(d);
      return absl::StrCat("(", condition, " ? ", then, " : ", otherwise, ")");
    }
    case 8: {
      std::string call = Call(JType::kDouble, depth);
      if (!call.empty()) return call;
      return Double(0);
    }
    default:
      return Double(0);
  }
}

}  // namespace aprgrid::lang::generator
