#include "worker/lang/generator/expression_generator.h"

#include <algorithm>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

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

const std::vector<std::string>& StringLiterals() {
  static const auto* pool = new std::vector<std::string>{
      "\"\"",        "\"a\"",          "\"abc\"",       "\"Hello\"",
      "\"  pad  \"", "\"MiXeD\"",      "\"x,y\"",       "\"42\"",
      "\"-7\"",      "\"repair\"",     "\"ZZ top\"",    "\"null\"",
      "\"a b c\"",   "\"tab\\there\"", "\"q\\\"uote\"", "\"back\\\\slash\""};
  return *pool;
}

const std::vector<std::string>& CharLiterals() {
  static const auto* pool =
      new std::vector<std::string>{"'a'", "'z'", "'A'", "'Q'",   "'0'",    "'9'",  "' '",
                                   "'-'", "'_'", "'#'", "'\\''", "'\\\\'", "'\\t'"};
  return *pool;
}

}  // namespace

std::string JavaTypeName(JType type, absl::string_view base) {
  switch (type) {
    case JType::kInt:
      return "int";
    case JType::kLong:
      return "long";
    case JType::kDouble:
      return "double";
    case JType::kBoolean:
      return "boolean";
    case JType::kChar:
      return "char";
    case JType::kString:
      return "String";
    case JType::kIntArray:
      return "int[]";
    case JType::kObject:
      return std::string(base);
  }
  return "int";
}

void Scope::Leave() {
  if (marks_.empty()) return;  // Unbalanced Leave: a generator bug, but never UB.
  variables_.resize(std::min(variables_.size(), marks_.back()));
  marks_.pop_back();
}

std::vector<const Variable*> Scope::Find(JType type, bool assignable_only) const {
  std::vector<const Variable*> found;
  for (const Variable& v : variables_) {
    if (v.type == type && (!assignable_only || v.assignable)) found.push_back(&v);
  }
  return found;
}

std::string Scope::Fresh(absl::string_view stem) {
  return absl::StrCat(std::string(stem), next_name_++);
}

void Scope::Reset() {
  variables_.clear();
  // Enclosing blocks (the class around a method) stay open; they now start empty.
  marks_.assign(marks_.size(), 0);
  next_name_ = 0;
}

std::string ExpressionGenerator::PickOf(const std::vector<std::string>& choices) {
  return choices[static_cast<size_t>(Pick(static_cast<int>(choices.size())))];
}

std::string ExpressionGenerator::Var(JType type) {
  std::vector<const Variable*> found = scope_.Find(type, false);
  if (found.empty()) return "";
  return found[static_cast<size_t>(Pick(static_cast<int>(found.size())))]->name;
}

std::string ExpressionGenerator::IntLiteral() {
  if (Chance(0.6)) return SmallIntLiteral(-5, 12);
  return PickOf(IntEdgeLiterals());
}

std::string ExpressionGenerator::SmallIntLiteral(int low, int high) {
  int value = low + Pick(high - low + 1);
  return value < 0 ? absl::StrCat("(", value, ")") : absl::StrCat(value);
}

JType ExpressionGenerator::PrintableType() {
  static constexpr JType kTypes[] = {JType::kInt,    JType::kInt,    JType::kLong,
                                     JType::kDouble, JType::kDouble, JType::kBoolean,
                                     JType::kChar,   JType::kString, JType::kString};
  return kTypes[Pick(static_cast<int>(std::size(kTypes)))];
}

std::string ExpressionGenerator::Of(JType type, int depth) {
  switch (type) {
    case JType::kInt:
      return Int(depth);
    case JType::kLong:
      return Long(depth);
    case JType::kDouble:
      return Double(depth);
    case JType::kBoolean:
      return Boolean(depth);
    case JType::kChar:
      return Char(depth);
    case JType::kString:
      return String(depth);
    case JType::kIntArray:
      return IntArray(depth);
    case JType::kObject:
      return Object(depth);
  }
  return "0";
}

std::string ExpressionGenerator::Call(JType result, int depth) {
  std::vector<const HelperMethod*> candidates;
  for (const HelperMethod& h : symbols_.helpers) {
    if (h.result == result) candidates.push_back(&h);
  }
  if (candidates.empty()) return "";
  return CallHelper(*candidates[static_cast<size_t>(Pick(static_cast<int>(candidates.size())))],
                    depth);
}

std::string ExpressionGenerator::CallHelper(const HelperMethod& h, int depth) {
  std::vector<std::string> args;
  for (JType p : h.params) {
    std::string arg = Of(p, depth - 1);
    args.push_back(h.bounded_recursion ? absl::StrCat("Math.abs((", arg, ") % 8)") : arg);
  }
  return absl::StrCat(symbols_.main_class, ".", h.name, "(", absl::StrJoin(args, ", "), ")");
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
    absl::StrAppend(&chain, " ", PickOf(kOps), " ", IntAtom(depth - 1));
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
      return absl::StrCat("(", PickOf(kUnary), Int(d), ")");
    }
    case 6:
      return absl::StrCat("((int) ", Chance(0.5) ? Long(d) : Double(d), ")");
    case 7:
      return absl::StrCat("((int) (char) ", Int(d), ")");
    case 8:
      return absl::StrCat("(", Boolean(d), " ? ", Int(d), " : ", Int(d), ")");
    case 9: {
      std::string call = Call(JType::kInt, depth);
      if (!call.empty()) return call;
      return IntAtom(depth);
    }
    case 10: {
      static const std::vector<std::string> kFns = {"Math.abs(", "Math.min(", "Math.max("};
      std::string fn = PickOf(kFns);
      if (fn == "Math.abs(") return absl::StrCat(fn, Int(d), ")");
      return absl::StrCat(fn, Int(d), ", ", Int(d), ")");
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
          return absl::StrCat("(", v, " ", PickOf(kAssign), " ", Int(d), ")");
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
      return absl::StrCat(Object(d), ".calc(", Int(d), ")");
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
      return absl::StrCat("(", long_left ? Long(d) : Int(d), " ", PickOf(kOps), " ",
                          long_left && Chance(0.5) ? Int(d) : Long(d), ")");
    }
    case 2: {
      static const std::vector<std::string> kShifts = {"<<", ">>", ">>>"};
      return absl::StrCat("(", Long(d), " ", PickOf(kShifts), " ", Int(d), ")");
    }
    case 3:
      return absl::StrCat("((long) ", Chance(0.7) ? Int(d) : Double(d), ")");
    case 4:
      return absl::StrCat("(", Chance(0.5) ? "-" : "~", Long(d), ")");
    case 5:
      return absl::StrCat("(", Boolean(d), " ? ", Long(d), " : ", Long(d), ")");
    case 6: {
      std::string call = Call(JType::kLong, depth);
      if (!call.empty()) return call;
      return Long(0);
    }
    case 7:
      return Chance(0.5) ? absl::StrCat("Math.abs(", Long(d), ")")
                         : absl::StrCat(Chance(0.5) ? "Math.min(" : "Math.max(", Long(d), ", ",
                                        Int(d), ")");
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
      return absl::StrCat("(", double_left ? Double(d) : AnyNumeric(d), " ", PickOf(kOps), " ",
                          double_left ? AnyNumeric(d) : Double(d), ")");
    }
    case 3:
      return absl::StrCat("((double) ", Chance(0.6) ? Int(d) : Long(d), ")");
    case 4: {
      static const std::vector<std::string> kFns = {"Math.sqrt(", "Math.floor(", "Math.ceil(",
                                                    "Math.abs("};
      return absl::StrCat(PickOf(kFns), Double(d), ")");
    }
    case 5:
      return absl::StrCat(Chance(0.5) ? "Math.min(" : "Math.max(", Double(d), ", ", Double(d), ")");
    case 6:
      // Small integral powers are exact, so pow agrees to the last bit everywhere.
      return absl::StrCat("Math.pow(", SmallIntLiteral(-3, 10), ", ", SmallIntLiteral(-2, 8), ")");
    case 7:
      return absl::StrCat("(", Boolean(d), " ? ", Double(d), " : ", Double(d), ")");
    case 8: {
      std::string call = Call(JType::kDouble, depth);
      if (!call.empty()) return call;
      return Double(0);
    }
    default:
      return Double(0);
  }
}

std::string ExpressionGenerator::Boolean(int depth) {
  std::string v = Var(JType::kBoolean);
  if (depth <= 0) {
    if (!v.empty() && Chance(0.5)) return v;
    return Chance(0.5) ? "true" : "false";
  }
  int d = depth - 1;
  switch (Pick(12)) {
    case 0:
    case 1:
    case 2: {
      static const std::vector<std::string> kOps = {"<", "<=", ">", ">=", "==", "!="};
      return absl::StrCat("(", AnyNumeric(d), " ", PickOf(kOps), " ", AnyNumeric(d), ")");
    }
    case 3:
    case 4: {
      static const std::vector<std::string> kOps = {"&&", "||", "&", "|", "^", "==", "!="};
      return absl::StrCat("(", Boolean(d), " ", PickOf(kOps), " ", Boolean(d), ")");
    }
    case 5:
      return absl::StrCat("(!", Boolean(d), ")");
    case 6: {
      static const std::vector<std::string> kMethods = {".equals(", ".startsWith(", ".endsWith("};
      return absl::StrCat(String(d), PickOf(kMethods), String(d), ")");
    }
    case 7:
      return absl::StrCat(String(d), ".isEmpty()");
    case 8:
      if (!objects_enabled_) return Boolean(0);
      return absl::StrCat("(", Object(d), " instanceof ", symbols_.derived_class, ")");
    case 9:
      if (!objects_enabled_) return Boolean(0);
      return absl::StrCat("(", Object(d), Chance(0.5) ? " == " : " != ", "null)");
    case 10: {
      std::string call = Call(JType::kBoolean, depth);
      if (!call.empty()) return call;
      return Boolean(0);
    }
    default:
      return Boolean(0);
  }
}

std::string ExpressionGenerator::Char(int depth) {
  std::string v = Var(JType::kChar);
  if (depth <= 0) return !v.empty() && Chance(0.5) ? v : PickOf(CharLiterals());
  int d = depth - 1;
  switch (Pick(6)) {
    case 0: {
      std::string s = String(d);
      if (Chance(0.8)) {
        return absl::StrCat(s, ".charAt(Math.abs((", Int(d), ") % ", s, ".length()))");
      }
      return absl::StrCat(s, ".charAt(", Int(d), ")");
    }
    case 1:
      // Folded into 'a'..'z' so that every char the programs print is printable ASCII.
      return absl::StrCat("((char) ('a' + Math.abs((", Int(d), ") % 26)))");
    case 2:
      return absl::StrCat("(", Boolean(d), " ? ", Char(d), " : ", Char(d), ")");
    default:
      return Char(0);
  }
}

std::string ExpressionGenerator::String(int depth) {
  std::string v = Var(JType::kString);
  if (depth <= 0) return !v.empty() && Chance(0.6) ? v : PickOf(StringLiterals());
  int d = depth - 1;
  if (objects_enabled_ && symbols_.enum_constants > 0 && Chance(0.06)) return EnumString(d);
  switch (Pick(12)) {
    case 0:
    case 1:
    case 2: {
      std::string other = Of(PrintableType(), d);
      return Chance(0.5) ? absl::StrCat("(", String(d), " + ", other, ")")
                         : absl::StrCat("(", other, " + ", String(d), ")");
    }
    case 3: {
      std::string s = String(d);
      if (Chance(0.8)) {
        return absl::StrCat(s, ".substring(Math.min(", SmallIntLiteral(0, 4), ", ", s,
                            ".length()))");
      }
      if (Chance(0.5)) return absl::StrCat(s, ".substring(", Int(d), ")");
      return absl::StrCat(s, ".substring(", Int(d), ", ", Int(d), ")");
    }
    case 4: {
      static const std::vector<std::string> kMethods = {".toUpperCase()", ".toLowerCase()",
                                                        ".trim()"};
      return absl::StrCat(String(d), PickOf(kMethods));
    }
    case 5:
      return absl::StrCat("String.valueOf(", Of(PrintableType(), d), ")");
    case 6:
      // The cast matters: javac 17 crashes ("Invalid pool entry") on a method call on
      // `(false ? s : null)`, whose constant condition leaves the bare null type.
      return absl::StrCat("(", Boolean(d), " ? ", String(d), " : ",
                          Chance(0.1) ? "(String) null" : String(d), ")");
    case 7: {
      std::string call = Call(JType::kString, depth);
      if (!call.empty()) return call;
      return String(0);
    }
    case 8:
      if (!objects_enabled_) return String(0);
      return absl::StrCat(Object(d), ".tag()");
    default:
      return String(0);
  }
}

std::string ExpressionGenerator::IntArray(int depth) {
  std::string v = Var(JType::kIntArray);
  if (!v.empty() && (depth <= 0 || Chance(0.7))) return v;
  if (Chance(0.5)) {
    std::vector<std::string> items;
    int n = Pick(5);
    for (int i = 0; i < n; ++i) items.push_back(depth > 0 ? Int(depth - 1) : IntLiteral());
    return absl::StrCat("(new int[] {", absl::StrJoin(items, ", "), "})");
  }
  // Mostly small sizes; sometimes negative (NegativeArraySizeException). Parenthesised because
  // `new int[4][i]` would be a two-dimensional creation, not an element access.
  return absl::StrCat("(new int[", Chance(0.95) ? SmallIntLiteral(0, 6) : "(-1)", "])");
}

std::string ExpressionGenerator::Object(int depth) {
  std::string v = Var(JType::kObject);
  if (!v.empty() && (depth <= 0 || Chance(0.6))) return v;
  if (depth <= 0 || Chance(0.1)) {
    // A cast null is still an expression of the base type (and a NullPointerException waiting).
    if (Chance(0.1)) return absl::StrCat("((", symbols_.base_class, ") null)");
    return absl::StrCat("new ", symbols_.base_class, "(", IntLiteral(), ")");
  }
  const std::string& cls = Chance(0.5) ? symbols_.base_class : symbols_.derived_class;
  return absl::StrCat("new ", cls, "(", Int(depth - 1), ")");
}

std::string ExpressionGenerator::EnumConstant() {
  return absl::StrCat(symbols_.enum_class, ".K", Pick(symbols_.enum_constants));
}

std::string ExpressionGenerator::EnumValue(int depth) {
  switch (Pick(3)) {
    case 0:
      // Usually in range; otherwise ArrayIndexOutOfBoundsException.
      return absl::StrCat(
          symbols_.enum_class, ".values()[",
          Chance(0.9) ? absl::StrCat("Math.abs((", Int(depth), ") % ", symbols_.enum_constants, ")")
                      : Int(depth),
          "]");
    case 1:
      // Sometimes a name that is not a constant: IllegalArgumentException.
      return absl::StrCat(symbols_.enum_class, ".valueOf(\"K",
                          Pick(symbols_.enum_constants + (Chance(0.1) ? 1 : 0)), "\")");
    default:
      return EnumConstant();
  }
}

std::string ExpressionGenerator::EnumInt(int depth) {
  int d = depth - 1;
  switch (Pick(4)) {
    case 0:
      return absl::StrCat(EnumValue(d), ".ordinal()");
    case 1:
      return absl::StrCat(EnumValue(d), ".w");
    case 2:
      return absl::StrCat(EnumValue(d), ".compareTo(", EnumValue(d), ")");
    default:
      return absl::StrCat(EnumValue(d), ".mix(", Int(d), ")");
  }
}

std::string ExpressionGenerator::EnumString(int depth) {
  switch (Pick(3)) {
    case 0:
      return absl::StrCat(EnumValue(depth), ".name()");
    case 1:
      return absl::StrCat("String.valueOf(", EnumValue(depth), ")");
    default:
      return absl::StrCat("(", PickOf(StringLiterals()), " + ", EnumValue(depth), ")");
  }
}

}  // namespace aprgrid::lang::generator
