#include "worker/lang/generator/program_generator.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

GeneratedProgram ProgramWriter::Write() {
  if (options_.packages) WritePackages();
  Line(header_);
  if (options_.boxing || options_.collections || options_.generic_collections ||
      options_.library_collections || options_.random) {
    Line("import java.util.*;");
  }
  for (const std::string& q : main_names_.single) Line(absl::StrCat("import ", q, ";"));
  for (const std::string& p : main_names_.on_demand) Line(absl::StrCat("import ", p, ".*;"));
  WriteClasses();
  WriteMain();
  WriteTests();
  return {name_, name_ + ".java", std::move(out_), std::move(package_files_)};
}

void ProgramWriter::WriteClasses() {
  // Static member types of a holder class (JLS 8.5): referred to as `G0001_N.A` from the other
  // classes; they read the holder's private static field, whose initialiser counts when the
  // holder is initialised (on that first read, not with its member types, JLS 12.4.1).
  const bool nested = options_.nested && Chance(0.5);
  if (nested) {
    const std::string holder = name_ + "_N";
    symbols_.base_class = holder + ".A";
    symbols_.derived_class = holder + ".B";
    symbols_.error_class = holder + ".Err";
    symbols_.enum_class = holder + ".E";
    Open(absl::StrCat("class ", holder));
    Line(absl::StrCat("private static int secret = ", symbols_.main_class, ".counter++ + ",
                      expr_.SmallIntLiteral(-3, 9), ";"));
  }
  const char* member = nested ? "static " : "";
  field_scope_ = nested ? "secret" : "";
  const std::string a = Simple(symbols_.base_class);
  const std::string b = Simple(symbols_.derived_class);
  const std::string err = Simple(symbols_.error_class);
  expr_.set_objects_enabled(false);
  Open(absl::StrCat(member, "class ", err, " extends RuntimeException"));
  Open(absl::StrCat(err, "(String message)"));
  Line("super(message);");
  Close();
  Close();
  Open(absl::StrCat(member, "class ", a));
  Line("int val;");
  Open(absl::StrCat(a, "(int v)"));
  Line("val = v;");
  Close();
  WriteClassMethod("int calc(int x)", JType::kInt);
  WriteClassMethod("String tag()", JType::kString);
  Close();
  Open(absl::StrCat(member, "class ", b, " extends ", a));
  scope_.Reset();
  scope_.Declare({"v", JType::kInt, false});
  Open(absl::StrCat(b, "(int v)"));
  Line(absl::StrCat("super(", E(JType::kInt), ");"));
  Close();
  if (options_.annotations) Line("@Override");
  WriteClassMethod("int calc(int x)", JType::kInt);
  if (options_.annotations) Line("@Deprecated");
  WriteClassMethod("int extra()", JType::kInt);
  Close();
  if (options_.enums) WriteEnum();
  if (nested) Close();
  field_scope_.clear();
  if (options_.inner && Chance(0.5)) WriteInnerHolder();
  if (options_.generics) WriteGenericClasses();
  if (options_.resources) WriteResourceClass();
  expr_.set_objects_enabled(true);
}

void ProgramWriter::WriteInnerHolder() {
  const std::string h = name_ + "_I";
  Open(absl::StrCat("class ", h));
  Line("int base;");
  Open(absl::StrCat(h, "(int base)"));
  Line("this.base = base;");
  Close();
  scope_.Reset();
  scope_.Declare({"k", JType::kInt, false});
  scope_.Declare({"base", JType::kInt, false});
  Open("C make(int k)");
  Line(absl::StrCat("return new C(", E(JType::kInt), ");"));
  Close();
  Open("class C");
  Line("int k;");
  Open("C(int k)");
  Line("this.k = k;");
  Close();
  scope_.Reset();
  scope_.Declare({"k", JType::kInt, false});
  scope_.Declare({"x", JType::kInt, false});
  scope_.Declare({"base", JType::kInt, false});
  scope_.Declare({absl::StrCat(h, ".this.base"), JType::kInt, false});
  Open("int get(int x)");
  Line(absl::StrCat("return ", E(JType::kInt), ";"));
  Close();
  scope_.Reset();
  scope_.Declare({"k", JType::kInt, false});
  scope_.Declare({"d", JType::kInt, false});
  Open("void add(int d)");
  const std::string added = E(JType::kInt);
  Line(absl::StrCat(Chance(0.5) ? "base" : absl::StrCat(h, ".this.base"), " += ", added, ";"));
  Close();
  scope_.Reset();
  scope_.Declare({"k", JType::kInt, false});
  scope_.Declare({"base", JType::kInt, false});
  Open("String show()");
  Line(absl::StrCat("return ", E(JType::kString), " + \"/\" + base + \"/\" + k;"));
  Close();
  Close();
  Close();
  inner_holder_ = h;
}

// enum E { K0(w0), K1(w1), ...; final int w; E(int w) {...} int mix(int x) {...} }.
void ProgramWriter::WriteEnum() {
  const std::string& e = symbols_.enum_class;
  int constants = 1 + Pick(4);
  Open(absl::StrCat("enum ", Simple(e)));
  for (int k = 0; k < constants; ++k) {
    Line(absl::StrCat("K", k, "(", expr_.SmallIntLiteral(-5, 20), ")",
                      k + 1 < constants ? "," : ";"));
  }
  Line("final int w;");
  Open(absl::StrCat(Simple(e), "(int w)"));
  Line("this.w = w;");
  Close();
  WriteClassMethod("int mix(int x)", JType::kInt, "w");
  Close();
  symbols_.enum_constants = constants;
}

void ProgramWriter::WriteClassMethod(absl::string_view signature, JType result,
                                     absl::string_view field) {
  scope_.Reset();
  scope_.Declare({std::string(field), JType::kInt, false});
  if (!field_scope_.empty()) scope_.Declare({field_scope_, JType::kInt, false});
  if (signature.find("int x") != absl::string_view::npos) {
    scope_.Declare({"x", JType::kInt, false});
  }
  Open(signature);
  Line(absl::StrCat("return ", E(result), ";"));
  Close();
}

void ProgramWriter::WriteMain() {
  Open(absl::StrCat("class ", symbols_.main_class));
  Line(absl::StrCat("static int counter = ", expr_.SmallIntLiteral(-3, 9), ";"));
  Line(absl::StrCat("static String log = \"L", Pick(10), "\";"));
  // The bounded recursion comes first, so later helpers may call it.
  BeginMethod();
  scope_.Declare({"n", JType::kInt, false});
  Open("static int rec(int n)");
  Open("if (n <= 0)");
  Line(absl::StrCat("return ", expr_.SmallIntLiteral(-2, 5), ";"));
  Close();
  Line(absl::StrCat("return ", expr_.Of(JType::kInt, 1), " + rec(n - 1);"));
  Close();
  symbols_.helpers.push_back({"rec", JType::kInt, {JType::kInt}, true});
  if (options_.char_sequences) WriteCharSequenceHelpers();
  static constexpr JType kResults[] = {JType::kInt, JType::kLong, JType::kDouble, JType::kBoolean,
                                       JType::kString};
  static constexpr JType kParams[] = {JType::kInt,    JType::kInt,    JType::kLong,
                                      JType::kDouble, JType::kString, JType::kChar};
  for (int h = 0; h < options_.helpers_per_program; ++h) {
    HelperMethod helper{absl::StrCat("h", h), kResults[Pick(5)], {}, false};
    BeginMethod();
    std::vector<std::string> params;
    int param_count = 1 + Pick(3);
    for (int p = 0; p < param_count; ++p) {
      JType type = kParams[Pick(6)];
      helper.params.push_back(type);
      std::string name = absl::StrCat("p", p);
      params.push_back(absl::StrCat(JavaTypeName(type, symbols_.base_class), " ", name));
      scope_.Declare({name, type, true});
    }
    Open(absl::StrCat("static ", JavaTypeName(helper.result, symbols_.base_class), " ", helper.name,
                      "(", absl::StrJoin(params, ", "), ")"));
    in_helper_ = true;
    Statements(Pick(3), options_.max_block_nesting - 1);
    in_helper_ = false;
    Line(absl::StrCat("return ", E(helper.result), ";"));
    Close();
    symbols_.helpers.push_back(std::move(helper));
  }
  Close();
}

void ProgramWriter::WriteTests() {
  Open(absl::StrCat("class ", name_, "_Test"));
  for (int t = 0; t < options_.tests_per_program; ++t) {
    BeginMethod();
    if (Chance(0.25)) {
      std::string expected = Chance(0.15) ? symbols_.error_class : PickOf(CatchableExceptions());
      if (options_.packages && Chance(0.25)) expected = Ref(main_names_, core_, "Oops");
      Line(absl::StrCat("@Test(expected = ", expected, ".class)"));
    } else {
      Line("@Test");
    }
    Open(absl::StrCat("public void t", t, "()"));
    in_test_ = true;
    if (options_.packages && Chance(0.6)) PackagesBlock();
    Statements(options_.statements_per_test, options_.max_block_nesting);
    if (Chance(0.5)) AssertStatement();
    in_test_ = false;
    Close();
  }
  Close();
}

GeneratedProgram GenerateProgram(uint64_t seed, int index, const GeneratorOptions& options) {
  return ProgramWriter(seed, index, options).Write();
}

std::vector<GeneratedProgram> GeneratePrograms(uint64_t seed, int count,
                                               const GeneratorOptions& options) {
  std::vector<GeneratedProgram> programs;
  programs.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) programs.push_back(GenerateProgram(seed, i, options));
  return programs;
}

}  // namespace aprgrid::lang::generator
