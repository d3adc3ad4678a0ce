// The test statements of programs over named packages (GeneratorOptions::packages): objects of
// the packaged classes (program_packages.cc), anonymous subclasses of them in the unnamed
// package, and calls of their public members only, named as the main file's imports allow.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

std::string ProgramWriter::NewPackaged(bool sub) {
  const FileNames& f = main_names_;
  std::vector<std::string> kinds = {"Sub"};
  if (!sub) kinds.insert(kinds.end(), {"Base", "Base", "Mid"});
  if (back_) kinds.push_back("Back");
  if (!third_.empty()) kinds.push_back("Leaf");
  const std::string& kind = PickOf(kinds);
  const std::string package = kind == "Sub" ? ext_ : kind == "Leaf" ? third_ : core_;
  std::string cls = Ref(f, package, kind);
  if (Chance(0.03))
    return absl::StrCat("(", Ref(f, sub ? ext_ : core_, sub ? "Sub" : "Base"), ") null");
  if (!Chance(0.3) || kind == "Back" || kind == "Leaf") {
    return absl::StrCat("new ", cls, "(", Arg(), ")");
  }
  // An anonymous subclass in the unnamed package: Base's protected constructor is usable here
  // (JLS 6.6.2.2), its protected members through `this`; its own pkgM overrides nothing.
  std::string args = Arg();
  if (kind == "Base" && Chance(0.5)) absl::StrAppend(&args, ", ", Arg());
  std::string text = absl::StrCat("new ", cls, "(", args, ") {\n");
  std::string saved = std::move(out_);
  out_.clear();
  ++indent_;
  scope_.Enter();
  const bool must_be_public =
      (kind == "Sub" && sub_protm_public_) || (kind == "Mid" && mid_protm_public_);
  OverridingProtM(must_be_public,
                  kind == "Sub" ? std::vector<std::string>{"x", "own", "prot"}
                                : std::vector<std::string>{"x", "pub", "prot"},
                  Chance(0.5) ? "super.protM(x)" : "");
  if (Chance(0.5)) {
    Open("int pkgM(int x)");
    Line(absl::StrCat("return ", Over(JType::kInt, {"x"}), ";"));
    Close();
  }
  if (options_.annotations) Line("@Override");
  Open("public String kind()");
  // Inside a subclass in the unnamed package Base.pick(int) is accessible only when protected
  // (JLS 6.6.2.1, through `this`); otherwise pick(long) is chosen.
  Line(absl::StrCat(
      "return \"anon-\" + super.kind()",
      Chance(0.5) ? absl::StrCat(" + \"/\" + pick(", expr_.SmallIntLiteral(-3, 9), ")") : "", ";"));
  Close();
  scope_.Leave();
  --indent_;
  absl::StrAppend(&text, out_, std::string(static_cast<size_t>(indent_) * 2, ' '), "}");
  out_ = std::move(saved);
  return text;
}

void ProgramWriter::PackagesBlock() {
  // In a try whose catch clauses name each run-time exception the generated expressions throw,
  // so that one thrown early (by an argument or a packaged constructor's expression) ends this
  // block, not the test.
  Open("try");
  PackagedCalls();
  Close();
  for (const std::string& type : CatchableExceptions()) {
    Open(absl::StrCat("catch (", type, " ", scope_.Fresh("pe"), ")"));
    Line(absl::StrCat("System.out.println(\"packaged: ", type, "\");"));
    Close();
  }
}

void ProgramWriter::PackagedCalls() {
  const std::string base = Ref(main_names_, core_, "Base");
  const std::string b = scope_.Fresh("pb");
  Line(absl::StrCat(base, " ", b, " = ", NewPackaged(false), ";"));
  Line(absl::StrCat("System.out.println(", b, ".run(", Arg(), ") + \" \" + ", b,
                    ".show() + \" \" + ", b, ".kind() + \" \" + ", b, ".pub);"));
  if (Chance(0.5)) {
    const std::string kit = Ref(main_names_, core_, "Kit");
    Line(absl::StrCat("System.out.println(", kit, ".peek(", b, ") + \" \" + ", kit, ".calls);"));
  }
  if (Chance(0.5)) {
    // From the unnamed package only the public overloads are accessible: pick(long) and
    // Tally(long), but an anonymous subclass may call the protected Tally(int) (JLS 6.6.2.2).
    const std::string kit = Ref(main_names_, core_, "Kit");
    const std::string picks_arg = Arg();
    const std::string self_arg = Arg();
    const std::string pick_arg = Arg();
    Line(absl::StrCat("System.out.println(", b, ".pick(", pick_arg, ") + \" \" + ", b, ".pickSelf(",
                      self_arg, ") + \" \" + ", kit, ".picks(", b, ", ", picks_arg, "));"));
    const std::string tally = Ref(main_names_, core_, "Tally");
    const std::string of_arg = Arg();
    const std::string of_class = Ref(main_names_, core_, "Tally");
    const std::string anonymous_arg = Arg();
    const std::string anonymous_class = Ref(main_names_, core_, "Tally");
    const std::string new_arg = Arg();
    Line(absl::StrCat("System.out.println(new ", tally, "(", new_arg, ").made + \" \" + new ",
                      anonymous_class, "(", anonymous_arg, ") {}.made + \" \" + ", of_class, ".of(",
                      of_arg, ").made);"));
    if (back_ && Chance(0.5)) {
      const std::string picks_arg = Arg();
      const std::string new_arg = Arg();
      Line(absl::StrCat("System.out.println(new ", Ref(main_names_, core_, "Back"), "(", new_arg,
                        ").backPicks(", picks_arg, "));"));
    }
  }
  if (core_tool_ && Chance(0.4)) {
    const std::string arg = Arg();
    Line(absl::StrCat("System.out.println(", Ref(main_names_, core_, "Tool"), ".twist(", arg,
                      "));"));
  }
  if (Chance(0.4)) {
    const std::string cls = Ref(main_names_, core_, "Base");
    Line(absl::StrCat(cls, ".count += ", E(JType::kInt), ";"));
    const std::string arg = Arg();
    const std::string twice_class = Ref(main_names_, core_, "Base");
    Line(absl::StrCat("System.out.println(", Ref(main_names_, core_, "Base"), ".count + \" \" + ",
                      twice_class, ".twice(", arg, "));"));
  }
  if (Chance(0.4)) {
    const std::string check = absl::StrCat(b, ".check(", Arg(), ");");
    if (Chance(0.7)) {
      const std::string e = scope_.Fresh("pe");
      Open("try");
      Line(check);
      Line("System.out.println(\"checked\");");
      Close();
      // The exception's toString starts with its binary name.
      Open(absl::StrCat("catch (", Ref(main_names_, core_, "Oops"), " ", e, ")"));
      Line(absl::StrCat("System.out.println(", e, ");"));
      Close();
    } else {
      Line(check);
    }
  }
  if (Chance(0.4)) {
    const std::string sub = Ref(main_names_, ext_, "Sub");
    const std::string s = scope_.Fresh("ps");
    const bool cast = Chance(0.5);
    if (cast) {
      Open(absl::StrCat("if (", b, " instanceof ", Ref(main_names_, ext_, "Sub"), ")"));
      Line(absl::StrCat(sub, " ", s, " = (", Ref(main_names_, ext_, "Sub"), ") ", b, ";"));
    } else {
      Line(absl::StrCat(sub, " ", s, " = ", NewPackaged(true), ";"));
    }
    Line(absl::StrCat("System.out.println(", s, ".callPkg(", Arg(), ") + \" \" + ", s, ".poke(", s,
                      ") + \" \" + ", s, ".own);"));
    if (Chance(0.6)) {
      Line(absl::StrCat("System.out.println(", s, ".picks(", Arg(), ", ", b, "));"));
    }
    if (ext_kit_ && Chance(0.6)) {
      Line(absl::StrCat("System.out.println(", Ref(main_names_, ext_, "Kit"), ".tag(", s, "));"));
    }
    if (shape_ && Chance(0.5)) {
      const std::string shape = Ref(main_names_, core_, "Shape");
      const std::string sh = scope_.Fresh("sh");
      Line(absl::StrCat(shape, " ", sh, " = ", s, ";"));
      const std::string limit_class = Ref(main_names_, core_, "Shape");
      Line(absl::StrCat("System.out.println(", sh, ".area(", Arg(), ") + \" \" + ", sh,
                        ".describe() + \" \" + ", limit_class, ".LIMIT);"));
    }
    if (!third_.empty() && Chance(0.5)) {
      const std::string leaf = Ref(main_names_, third_, "Leaf");
      const std::string l = scope_.Fresh("pl");
      const std::string arg = Arg();
      Line(absl::StrCat(leaf, " ", l, " = new ", Ref(main_names_, third_, "Leaf"), "(", arg, ");"));
      Line(absl::StrCat("System.out.println(", l, ".twin(", l, ") + \" \" + ", s, ".poke(", l,
                        ") + \" \" + ", l, ".run(", Arg(), "));"));
      if (Chance(0.5)) Line(absl::StrCat("System.out.println(", l, ".leafPicks(", Arg(), "));"));
    }
    if (cast) Close();
  }
  if (Chance(0.3)) {  // The binary name: g0001.core.Base, g0001.ext.Sub, G0001_Test$1, ...
    const std::string s = scope_.Fresh("pn");
    const bool part = part_ && Chance(0.4);
    if (part) {
      Line(absl::StrCat("System.out.println(new ", Ref(main_names_, core_, "Base"),
                        ".Part().size());"));
    }
    Line(absl::StrCat("String ", s, " = ",
                      part ? absl::StrCat("new ", Ref(main_names_, core_, "Base"), ".Part()") : b,
                      ".toString();"));
    Line(absl::StrCat("System.out.println(", s, ".substring(0, ", s, ".indexOf('@')));"));
  }
}

}  // namespace aprgrid::lang::generator
