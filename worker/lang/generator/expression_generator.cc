#include "worker/lang/generator/expression_generator.h"

#include <algorithm>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace aprgrid::lang::generator {
namespace {

// Literal pools of the non-numeric types; the numeric ones are in
// expression_generator_numeric.cc.
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
      std::string right = AnyNumeric(d);
      std::string op = PickOf(kOps);
      std::string left = AnyNumeric(d);
      return absl::StrCat("(", left, " ", op, " ", right, ")");
    }
    case 3:
    case 4: {
      static const std::vector<std::string> kOps = {"&&", "||", "&", "|", "^", "==", "!="};
      std::string right = Boolean(d);
      std::string op = PickOf(kOps);
      std::string left = Boolean(d);
      return absl::StrCat("(", left, " ", op, " ", right, ")");
    }
    case 5:
      return absl::StrCat("(!", Boolean(d), ")");
    case 6: {
      static const std::vector<std::string> kMethods = {".equals(", ".startsWith(", ".endsWith("};
      std::string argument = String(d);
      std::string method = PickOf(kMethods);
      std::string receiver = String(d);
      return absl::StrCat(receiver, method, argument, ")");
    }
    case 7:
      return absl::StrCat(String(d), ".isEmpty()");
    case 8:
      if (!objects_enabled_) return Boolean(0);
      return absl::StrCat("(", Object(d), " instanceof ", symbols_.derived_class, ")");
    case 9: {
      if (!objects_enabled_) return Boolean(0);
      const char* op = Chance(0.5) ? " == " : " != ";
      std::string object = Object(d);
      return absl::StrCat("(", object, op, "null)");
    }
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
    case 2: {
      std::string otherwise = Char(d);
      std::string then = Char(d);
      std::string condition = Boolean(d);
      return absl::StrCat("(", condition, " ? ", then, " : ", otherwise, ")");
    }
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
      std::string end = Int(d);
      std::string begin = Int(d);
      return absl::StrCat(s, ".substring(", begin, ", ", end, ")");
    }
    case 4: {
      static const std::vector<std::string> kMethods = {".toUpperCase()", ".toLowerCase()",
                                                        ".trim()"};
      std::string method = PickOf(kMethods);
      return absl::StrCat(String(d), method);
    }
    case 5:
      return absl::StrCat("String.valueOf(", Of(PrintableType(), d), ")");
    case 6: {
      // The cast matters: javac 17 crashes ("Invalid pool entry") on a method call on
      // `(false ? s : null)`, whose constant condition leaves the bare null type.
      std::string otherwise = Chance(0.1) ? "(String) null" : String(d);
      std::string then = String(d);
      std::string condition = Boolean(d);
      return absl::StrCat("(", condition, " ? ", then, " : ", otherwise, ")");
    }
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
    case 2: {
      std::string other = EnumValue(d);
      return absl::StrCat(EnumValue(d), ".compareTo(", other, ")");
    }
    default: {
      std::string x = Int(d);
      return absl::StrCat(EnumValue(d), ".mix(", x, ")");
    }
  }
}

std::string ExpressionGenerator::EnumString(int depth) {
  switch (Pick(3)) {
    case 0:
      return absl::StrCat(EnumValue(depth), ".name()");
    case 1:
      return absl::StrCat("String.valueOf(", EnumValue(depth), ")");
    default: {
      std::string value = EnumValue(depth);
      return absl::StrCat("(", PickOf(StringLiterals()), " + ", value, ")");
    }
  }
}

}  // namespace aprgrid::lang::generator
