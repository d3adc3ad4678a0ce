// The statements of generated programs: ProgramWriter's statement half (program_writer.h).
#include <iterator>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/string_view.h"
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

const std::vector<std::string>& CatchableExceptions() {
  static const auto* list =
      new std::vector<std::string>{"ArithmeticException",        "ArrayIndexOutOfBoundsException",
                                   "NullPointerException",       "StringIndexOutOfBoundsException",
                                   "IllegalStateException",      "ClassCastException",
                                   "NegativeArraySizeException", "IllegalArgumentException"};
  return *list;
}

void ProgramWriter::Statements(int count, int nesting) {
  for (int i = 0; i < count; ++i) Statement(nesting);
}

void ProgramWriter::Block(absl::string_view header, int nesting) {
  Open(header);
  Statements(1 + Pick(3), nesting - 1);
  Close();
}

void ProgramWriter::Statement(int nesting) {
  // Weights: declare, assign, print, if, for, while, do, for-each, try, throw, switch,
  // break/continue, call, increment, builder, assert, matrix.
  static constexpr double kWeights[] = {22, 14, 24, 7, 5, 3, 2, 3, 6, 2, 4, 4, 3, 3, 3, 4, 1};
  bool nest = nesting > 0;
  bool loops = nest && !in_helper_;
  switch (rng_.Roulette(kWeights)) {
    case 0:
      return Declare();
    case 1:
      return Assign();
    case 2:
      return Print();
    case 3:
      if (nest) return If(nesting);
      return Print();
    case 4:
      if (loops) return For(nesting);
      return Declare();
    case 5:
      if (loops) return While(nesting, false);
      return Assign();
    case 6:
      if (loops) return While(nesting, true);
      return Print();
    case 7:
      if (loops) return ForEach(nesting);
      return Print();
    case 8:
      if (nest) return Try(nesting);
      return Assign();
    case 9:
      return Throw();
    case 10:
      if (nest) return Switch(nesting);
      return Print();
    case 11:
      if (loop_depth_ > 0) {
        Open(absl::StrCat("if (", E(JType::kBoolean), ")"));
        Line(Chance(0.5) ? "break;" : "continue;");
        return Close();
      }
      return Print();
    case 12: {
      const HelperMethod& h =
          symbols_.helpers[static_cast<size_t>(Pick(static_cast<int>(symbols_.helpers.size())))];
      return Line(absl::StrCat(expr_.CallHelper(h, 2), ";"));
    }
    case 13: {
      std::vector<const Variable*> ints = scope_.Find(JType::kInt, true);
      std::vector<const Variable*> longs = scope_.Find(JType::kLong, true);
      ints.insert(ints.end(), longs.begin(), longs.end());
      if (ints.empty()) return Declare();
      const std::string& v = ints[static_cast<size_t>(Pick(static_cast<int>(ints.size())))]->name;
      return Line(Chance(0.5) ? absl::StrCat(v, "++;") : absl::StrCat("--", v, ";"));
    }
    case 14:
      return BuilderBlock();
    case 15:
      if (in_test_) return AssertStatement();
      return Print();
    default:
      if (loops) return MatrixBlock();
      return Declare();
  }
}

JType ProgramWriter::DeclarableType() {
  static constexpr JType kTypes[] = {JType::kInt,     JType::kInt,      JType::kInt,
                                     JType::kLong,    JType::kDouble,   JType::kDouble,
                                     JType::kBoolean, JType::kChar,     JType::kString,
                                     JType::kString,  JType::kIntArray, JType::kObject};
  return kTypes[Pick(static_cast<int>(std::size(kTypes)))];
}

void ProgramWriter::Declare() {
  if (!inner_holder_.empty() && Chance(0.2)) return InnerBlock();
  if (options_.boxing && Chance(0.08)) return BoxingBlock();
  if (options_.local && Chance(0.1)) return LocalClassBlock();
  if (options_.collections && Chance(0.08)) return CollectionsBlock();
  if (options_.generics && Chance(0.1)) return GenericsBlock();
  if (options_.generic_collections && Chance(0.08)) return GenericCollectionsBlock();
  if (options_.library_collections && Chance(0.08)) return LibraryCollectionsBlock();
  if (options_.resources && Chance(0.08)) return ResourcesBlock();
  if (options_.small_numerics && Chance(0.08)) return SmallNumericsBlock();
  if (options_.random && Chance(0.05)) return RandomBlock();
  if (options_.packages && Chance(0.08)) return PackagesBlock();
  if (options_.char_sequences && Chance(0.08)) return CharSequenceBlock();
  JType type = DeclarableType();
  std::string init = type == JType::kString && Chance(0.05) ? "null" : E(type);
  std::string name = scope_.Fresh("v");
  Line(absl::StrCat(JavaTypeName(type, symbols_.base_class), " ", name, " = ", init, ";"));
  scope_.Declare({name, type, true});
}

void ProgramWriter::Assign() {
  JType type = DeclarableType();
  // Strings only grow outside loops, which keeps every program's output bounded.
  if (type == JType::kString && loop_depth_ > 0) type = JType::kInt;
  std::vector<const Variable*> vars = scope_.Find(type, true);
  if (vars.empty()) return Declare();
  const std::string& v = vars[static_cast<size_t>(Pick(static_cast<int>(vars.size())))]->name;
  static const std::vector<std::string> kIntOps = {
      "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ">>>="};
  static const std::vector<std::string> kDoubleOps = {"+=", "-=", "*=", "/=", "%="};
  static const std::vector<std::string> kBoolOps = {"&=", "|=", "^="};
  static constexpr JType kAnyNumeric[] = {JType::kInt, JType::kLong, JType::kDouble, JType::kChar};
  switch (type) {
    case JType::kInt:
    case JType::kLong:
      if (Chance(0.4)) return Line(absl::StrCat(v, " = ", E(type), ";"));
      {
        // Compound assignment casts back implicitly, so any numeric right-hand side is valid,
        // but shifts and bitwise operators need an integral one.
        JType rhs = Chance(0.7) ? type : kAnyNumeric[Pick(4)];
        const std::string& op = PickOf(rhs == JType::kDouble ? kDoubleOps : kIntOps);
        return Line(absl::StrCat(v, " ", op, " ", E(rhs), ";"));
      }
    case JType::kDouble:
      if (Chance(0.4)) return Line(absl::StrCat(v, " = ", E(type), ";"));
      {
        const std::string value = E(kAnyNumeric[Pick(4)]);
        return Line(absl::StrCat(v, " ", PickOf(kDoubleOps), " ", value, ";"));
      }
    case JType::kBoolean:
      if (Chance(0.5)) return Line(absl::StrCat(v, " = ", E(type), ";"));
      {
        const std::string value = E(type);
        return Line(absl::StrCat(v, " ", PickOf(kBoolOps), " ", value, ";"));
      }
    case JType::kString:
      if (Chance(0.5)) return Line(absl::StrCat(v, " = ", E(type), ";"));
      return Line(absl::StrCat(v, " += ", E(expr_.PrintableType()), ";"));
    case JType::kIntArray: {
      if (Chance(0.2)) return Line(absl::StrCat(v, " = ", E(type), ";"));
      std::string index = Chance(0.8)
                              ? absl::StrCat("Math.abs((", E(JType::kInt), ") % ", v, ".length)")
                              : E(JType::kInt);
      const std::string value = E(JType::kInt);
      return Line(absl::StrCat(v, "[", index, "] ", Chance(0.5) ? "=" : "+=", " ", value, ";"));
    }
    case JType::kObject:
      if (Chance(0.3)) return Line(absl::StrCat(v, " = ", E(type), ";"));
      {
        const std::string value = E(JType::kInt);
        return Line(absl::StrCat(v, ".val ", Chance(0.5) ? "=" : "-=", " ", value, ";"));
      }
    case JType::kChar:
      return Line(absl::StrCat(v, " = ", E(type), ";"));
  }
}

void ProgramWriter::Print() {
  std::string value = E(expr_.PrintableType());
  switch (Pick(6)) {
    case 0:
      return Line(absl::StrCat("System.out.print(", value, ");"));
    case 1:
      return Line(absl::StrCat("System.out.println(\"", scope_.Fresh("at"), " \" + ", value, ");"));
    default:
      return Line(absl::StrCat("System.out.println(", value, ");"));
  }
}

void ProgramWriter::If(int nesting) {
  Open(absl::StrCat("if (", E(JType::kBoolean), ")"));
  Statements(1 + Pick(3), nesting - 1);
  if (Chance(0.5)) {
    scope_.Leave();
    --indent_;
    Line("} else {");
    ++indent_;
    scope_.Enter();
    Statements(1 + Pick(2), nesting - 1);
  }
  Close();
}

void ProgramWriter::LoopBody(absl::string_view header, int nesting, absl::string_view first_line) {
  ++loop_depth_;
  Open(header);
  if (!first_line.empty()) Line(first_line);
  Statements(1 + Pick(3), nesting - 1);
  Close();
  --loop_depth_;
}

void ProgramWriter::For(int nesting) {
  std::string i = scope_.Fresh("i");
  int start = Pick(3);
  int end = start + Pick(5);
  std::string header =
      Chance(0.7) ? absl::StrFormat("for (int %s = %d; %s < %d; %s++)", i, start, i, end, i)
                  : absl::StrFormat("for (int %s = %d; %s > %d; %s -= %d)", i, end, i, start, i,
                                    1 + Pick(2));
  ++loop_depth_;
  Open(header);
  scope_.Declare({i, JType::kInt, false});
  Statements(1 + Pick(3), nesting - 1);
  Close();
  --loop_depth_;
}

// while (w > 0) { w--; ... } or the do/while form: at most `w` iterations whatever the body
// does, because the counter is not assignable by generated statements.
void ProgramWriter::While(int nesting, bool do_while) {
  std::string w = scope_.Fresh("w");
  Line(absl::StrCat("int ", w, " = ", Pick(5), ";"));
  scope_.Declare({w, JType::kInt, false});
  std::string condition = absl::StrCat(w, " > 0");
  if (Chance(0.3)) condition = absl::StrCat(condition, " && ", E(JType::kBoolean));
  if (do_while) {
    ++loop_depth_;
    Open("do");
    Line(absl::StrCat(w, "--;"));
    Statements(1 + Pick(3), nesting - 1);
    Close(absl::StrCat(" while (", condition, ");"));
    --loop_depth_;
  } else {
    LoopBody(absl::StrCat("while (", condition, ")"), nesting, absl::StrCat(w, "--;"));
  }
}

void ProgramWriter::ForEach(int nesting) {
  std::string x = scope_.Fresh("x");
  std::string array = E(JType::kIntArray);
  ++loop_depth_;
  Open(absl::StrCat("for (int ", x, " : ", array, ")"));
  scope_.Declare({x, JType::kInt, false});
  Statements(1 + Pick(3), nesting - 1);
  Close();
  --loop_depth_;
}

void ProgramWriter::Try(int nesting) {
  Block("try", nesting);
  bool any_catch = false;
  std::vector<std::string> caught;
  int specific = Pick(3);
  for (int c = 0; c < specific; ++c) {
    std::string type = Chance(0.15) ? symbols_.error_class : PickOf(CatchableExceptions());
    if (std::find(caught.begin(), caught.end(), type) != caught.end()) continue;
    caught.push_back(type);
    CatchClause(type, nesting);
    any_catch = true;
  }
  if (Chance(0.4) || !any_catch) {
    if (!any_catch && Chance(0.5)) {
      CatchClause("RuntimeException", nesting);
      any_catch = true;
    } else if (any_catch && Chance(0.5)) {
      CatchClause("RuntimeException", nesting);
    }
  }
  if (!any_catch || Chance(0.4)) {
    // Replace the closing brace of the previous part by "} finally {".
    out_.resize(out_.size() - static_cast<size_t>(indent_) * 2 - 2);
    Line("} finally {");
    ++indent_;
    scope_.Enter();
    Line(absl::StrCat("System.out.println(\"finally ", scope_.Fresh("f"), "\");"));
    Statements(Pick(2), nesting - 1);
    Close();
  }
}

void ProgramWriter::CatchClause(const std::string& type, int nesting) {
  out_.resize(out_.size() - static_cast<size_t>(indent_) * 2 - 2);
  std::string e = scope_.Fresh("e");
  Line(absl::StrCat("} catch (", type, " ", e, ") {"));
  ++indent_;
  scope_.Enter();
  Line(absl::StrCat("System.out.println(\"caught ", type, "\");"));
  Statements(Pick(2), nesting - 1);
  Close();
}

void ProgramWriter::Throw() {
  static const std::vector<std::string> kThrown = {"IllegalStateException",
                                                   "IllegalArgumentException", "RuntimeException",
                                                   "ArithmeticException"};
  std::string type = Chance(0.3) ? symbols_.error_class : PickOf(kThrown);
  Open(absl::StrCat("if (", E(JType::kBoolean), ")"));
  Line(absl::StrCat("throw new ", type, "(\"thrown ", scope_.Fresh("m"), "\");"));
  Close();
}

void ProgramWriter::Switch(int nesting) {
  // On the enum (labels are its constants' names) or on an int.
  const bool on_enum = symbols_.enum_constants > 0 && Chance(0.3);
  std::vector<int> labels = {-2, -1, 0, 1, 2, 3, 4, 5, 7, 31};
  int cases;
  if (on_enum) {
    labels.resize(static_cast<size_t>(symbols_.enum_constants));
    for (int k = 0; k < symbols_.enum_constants; ++k) labels[static_cast<size_t>(k)] = k;
    std::string selector =
        Chance(0.2) ? expr_.EnumConstant()
                    : absl::StrCat(symbols_.enum_class, ".values()[Math.abs((", E(JType::kInt),
                                   ") % ", symbols_.enum_constants, ")]");
    Line(absl::StrCat("switch (", selector, ") {"));
    ++indent_;
    rng_.Shuffle(std::span<int>(labels));
    cases = 1 + Pick(symbols_.enum_constants);
  } else {
    Line(absl::StrCat("switch (", E(JType::kInt), ") {"));
    ++indent_;
    rng_.Shuffle(std::span<int>(labels));
    cases = 1 + Pick(4);
  }
  int default_at = Chance(0.6) ? Pick(cases + 1) : -1;
  for (int c = 0; c <= cases; ++c) {
    if (c == default_at) {
      Line("default:");
    } else if (c < cases) {
      Line(absl::StrCat("case ", on_enum ? "K" : "", labels[static_cast<size_t>(c)], ":"));
    } else {
      continue;
    }
    ++indent_;
    Block("", nesting);
    if (Chance(0.7)) Line("break;");
    --indent_;
  }
  --indent_;
  Line("}");
}

void ProgramWriter::BuilderBlock() {
  std::string sb = scope_.Fresh("sb");
  Line(absl::StrCat("StringBuilder ", sb, " = new StringBuilder(",
                    Chance(0.5) ? E(JType::kString) : "", ");"));
  int appends = 1 + Pick(3);
  std::string chain = sb;
  for (int a = 0; a < appends; ++a) {
    absl::StrAppend(&chain, ".append(", E(expr_.PrintableType()), ")");
  }
  Line(absl::StrCat(chain, ";"));
  switch (Pick(4)) {
    case 0:
      return Line(absl::StrCat("System.out.println(", sb, ".toString());"));
    case 1:
      return Line(absl::StrCat("System.out.println(", sb, ".length());"));
    case 2:
      return Line(absl::StrCat("System.out.println(", sb, ".reverse().toString());"));
    default:
      return Line(
          absl::StrCat("System.out.println(", sb, ".charAt(", expr_.SmallIntLiteral(-1, 6), "));"));
  }
}

void ProgramWriter::AssertStatement() {
  // assertEquals(expected, actual): the actual value is drawn first (see program_writer.h).
  auto equals = [&](JType type) {
    const std::string actual = E(type);
    const std::string expected = E(type);
    return absl::StrCat("Assert.assertEquals(", expected, ", ", actual);
  };
  switch (Pick(8)) {
    case 0:
    case 1: {
      const std::string actual = E(JType::kInt);
      return Line(absl::StrCat("Assert.assertEquals(", expr_.IntLiteral(), ", ", actual, ");"));
    }
    case 2:
      return Line(absl::StrCat(equals(JType::kLong), ");"));
    case 3: {
      const char* delta = Chance(0.5) ? "0.0" : "1.0E-9";
      return Line(absl::StrCat(equals(JType::kDouble), ", ", delta, ");"));
    }
    case 4: {
      const std::string condition = E(JType::kBoolean);
      return Line(absl::StrCat(Chance(0.5) ? "Assert.assertTrue(" : "Assert.assertFalse(",
                               condition, ");"));
    }
    case 5:
      return Line(absl::StrCat(equals(JType::kString), ");"));
    case 6: {
      const std::string value = E(JType::kString);
      return Line(
          absl::StrCat(Chance(0.5) ? "Assert.assertNull(" : "Assert.assertNotNull(", value, ");"));
    }
    default:
      return Line(absl::StrCat(equals(JType::kChar), ");"));
  }
}

void ProgramWriter::MatrixBlock() {
  std::string m = scope_.Fresh("m");
  int rows = 1 + Pick(3);
  int cols = 1 + Pick(3);
  Line(absl::StrFormat("int[][] %s = new int[%d][%d];", m, rows, cols));
  std::string i = scope_.Fresh("i");
  std::string j = scope_.Fresh("j");
  ++loop_depth_;
  Open(absl::StrFormat("for (int %s = 0; %s < %s.length; %s++)", i, i, m, i));
  scope_.Declare({i, JType::kInt, false});
  Open(absl::StrFormat("for (int %s = 0; %s < %s[%s].length; %s++)", j, j, m, i, j));
  scope_.Declare({j, JType::kInt, false});
  Line(absl::StrFormat("%s[%s][%s] = %s;", m, i, j, E(JType::kInt)));
  Close();
  Close();
  --loop_depth_;
  const int length_row = Pick(rows);
  const int col = Pick(cols);
  const int row = Pick(rows + 1);
  Line(absl::StrFormat("System.out.println(%s[%d][%d] + %s[%d].length);", m, row, col, m,
                       length_row));
}

void ProgramWriter::InnerBlock() {
  const std::string& h = inner_holder_;
  std::string o = scope_.Fresh("o");
  std::string c = scope_.Fresh("c");
  // A null enclosing instance: NullPointerException at `o.new` / `o.make` (JLS 15.9.4).
  std::string outer = Chance(0.05) ? "null" : absl::StrCat("new ", h, "(", E(JType::kInt), ")");
  Line(absl::StrCat(h, " ", o, " = ", outer, ";"));
  std::string create = Chance(0.5) ? absl::StrCat(o, ".new C(", E(JType::kInt), ")")
                                   : absl::StrCat(o, ".make(", E(JType::kInt), ")");
  Line(absl::StrCat(h, ".C ", c, " = ", create, ";"));
  Line(absl::StrCat(c, ".add(", E(JType::kInt), ");"));
  Line(absl::StrCat("System.out.println(", c, ".get(", E(JType::kInt), ") + \" \" + ", c,
                    ".show() + \" \" + ", o, ".base);"));
  if (Chance(0.3)) {  // The binary name G0001_I$C.
    std::string s = scope_.Fresh("s");
    Line(absl::StrCat("String ", s, " = ", c, ".toString();"));
    Line(absl::StrCat("System.out.println(", s, ".substring(0, ", s, ".indexOf('@')));"));
  }
}

void ProgramWriter::LocalClassBlock() {
  const std::string& a = symbols_.base_class;
  const std::string k = scope_.Fresh("k");
  const std::string t = scope_.Fresh("t");
  Line(absl::StrCat("int ", k, " = ", E(JType::kInt), ";"));
  Line(absl::StrCat("String ", t, " = ", E(JType::kString), ";"));
  // Never assigned afterwards, so effectively final (JLS 4.12.4): only reads may use them.
  scope_.Declare({k, JType::kInt, false});
  scope_.Declare({t, JType::kString, false});
  // The class body sees the captured locals, the inherited field and the method's parameter.
  std::vector<Variable> captured = {{k, JType::kInt, false},
                                    {t, JType::kString, false},
                                    {"val", JType::kInt, false},
                                    {symbols_.main_class + ".counter", JType::kInt, true}};
  auto body = [&]() {
    std::vector<Variable> outer = scope_.Swap(captured);
    scope_.Declare({"x", JType::kInt, true});
    if (options_.annotations) Line("@Override");
    Open("int calc(int x)");
    Line(absl::StrCat("return ", E(JType::kInt), ";"));
    Close();
    scope_.Swap(captured);
    if (Chance(0.5)) {
      if (options_.annotations) Line("@Override");
      Open("String tag()");
      Line(absl::StrCat("return ", E(JType::kString), " + ", k, ";"));
      Close();
    }
    scope_.Swap(std::move(outer));
  };
  const std::string o = scope_.Fresh("o");
  if (Chance(0.5)) {  // A local class, maybe with a field and instance initializer of its own.
    const std::string l = scope_.Fresh("L");
    Open(absl::StrCat("class ", l, " extends ", a));
    Open(absl::StrCat(l, "(int v)"));
    Line(absl::StrCat("super(v + ", k, ");"));
    Close();
    body();
    Close();
    Line(absl::StrCat(a, " ", o, " = new ", l, "(", E(JType::kInt), ");"));
  } else {  // An anonymous class passing its argument to A's constructor.
    Line(absl::StrCat(a, " ", o, " = new ", a, "(", E(JType::kInt), ") {"));
    ++indent_;
    scope_.Enter();
    body();
    scope_.Leave();
    --indent_;
    Line("};");
  }
  Line(absl::StrCat("System.out.println(", o, ".calc(", E(JType::kInt), ") + \" \" + ", o,
                    ".tag() + \" \" + ", o, ".val);"));
  if (Chance(0.3)) {  // The binary name: G0001_Test$1 or G0001_Main$1L3.
    std::string s = scope_.Fresh("s");
    Line(absl::StrCat("String ", s, " = ", o, ".toString();"));
    Line(absl::StrCat("System.out.println(", s, ".substring(0, ", s, ".indexOf('@')));"));
  }
}

}  // namespace aprgrid::lang::generator
