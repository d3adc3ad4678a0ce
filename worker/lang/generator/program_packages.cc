// Programs over named packages (GeneratorOptions::packages): the packaged classes' files (the
// test statements that use them are in program_packaged_calls.cc). Every name a file writes
// denotes the intended class there (Resolve mirrors JLS 6.4.1 and 7.5 for the names these
// programs declare), and every member access is one JLS 6.6 allows; where an access would be
// tempting but illegal, the comment says which form is left out.
//
// The classes, with G0001's packages:
//   g0001.core  public Base { public/protected/package fields; public Base(int), protected
//               Base(int, int); run(x) calls pkgM(x) (package-private) and protM(x) (protected);
//               statics count, hidden, twice, sprot; check(x) throws Oops }, a package-private
//               Helper; public Mid extends Base (overrides pkgM: same package); public final Kit
//               (peek(Base) reads package-private members); public Oops; sometimes public Back
//               extends g0001.ext.Sub, whose pkgM overrides Base.pkgM (JLS 8.4.8.1: Back declares
//               it in Base's package) but not Sub.pkgM.
//   g0001.ext   public Sub extends Base or Mid (super(v, w) through the protected constructor;
//               its own package-private pkgM overrides nothing), a package-private Tool, sometimes
//               a public Kit of its own (same simple name as core's).
//   third       sometimes g0001.app or g0001.ext.deep: public Leaf extends Sub.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {
namespace {

std::string LastName(const std::string& qualified) {
  return qualified.substr(qualified.rfind('.') + 1);
}

std::string Qualifier(const std::string& qualified) {
  const size_t dot = qualified.rfind('.');
  return dot == std::string::npos ? "" : qualified.substr(0, dot);
}

bool Contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

std::string ProgramWriter::Resolve(const FileNames& f, const std::string& simple) const {
  for (const std::string& q : f.single) {
    if (LastName(q) == simple) return q;
  }
  for (const PackagedClass& c : packaged_) {
    if (c.package == f.package && c.name == simple) return absl::StrCat(c.package, ".", c.name);
  }
  // On demand: only accessible (public) classes are imported (JLS 7.5.2); two of them make the
  // simple name ambiguous.
  std::string found;
  for (const PackagedClass& c : packaged_) {
    if (!c.is_public || c.name != simple || !Contains(f.on_demand, c.package)) continue;
    if (!found.empty()) return "";
    found = absl::StrCat(c.package, ".", c.name);
  }
  return found;
}

std::string ProgramWriter::Ref(const FileNames& f, const std::string& package,
                               const std::string& name) {
  std::string qualified = absl::StrCat(package, ".", name);
  if (Resolve(f, name) == qualified && !Chance(0.15)) return name;
  return qualified;
}

void ProgramWriter::ChooseImports(FileNames& f, const std::vector<std::string>& uses) {
  for (const std::string& q : uses) {
    const std::string package = Qualifier(q);
    if (package == f.package) continue;
    switch (Pick(3)) {
      case 0: {
        // javac rejects a single-type import of a name the file declares (JLS 7.5.1) and two of
        // the same simple name: those classes are named another way.
        const std::string simple = LastName(q);
        bool clash = Contains(f.declared, simple) || Contains(f.single, q);
        for (const std::string& s : f.single) clash = clash || LastName(s) == simple;
        if (!clash) f.single.push_back(q);
        break;
      }
      case 1:
        if (!Contains(f.on_demand, package)) f.on_demand.push_back(package);
        break;
      default:
        break;
    }
  }
}

std::string ProgramWriter::Over(JType type, const std::vector<std::string>& ints) {
  std::vector<Variable> vars;
  for (const std::string& name : ints) vars.push_back({name, JType::kInt, false});
  std::vector<Variable> outer = scope_.Swap(std::move(vars));
  // Shallower than E's, and mostly without the forms that may throw (division, indexing, string
  // positions, parsing, null, helper calls): the packaged classes' constructors and methods run
  // on every use, and one that always throws would hide the calls after it. Oops (check) and
  // the tenth of expressions left as drawn still throw across packages.
  static constexpr absl::string_view kRisky[] = {
      " / ",      " % ",  "[",      "charAt", "substring",
      "parseInt", "null", "_Main.", "(char)", "Math.toIntExact"};
  auto risky = [](const std::string& e) {
    for (absl::string_view r : kRisky) {
      if (absl::StrContains(e, r)) return true;
    }
    return false;
  };
  const bool any = Chance(0.1);
  std::string e = expr_.Of(type, Chance(0.3) ? 2 : 1);
  for (int attempt = 0; !any && attempt < 10 && risky(e); ++attempt) {
    e = expr_.Of(type, Chance(0.3) ? 2 : 1);
  }
  if (!any && risky(e)) {
    e = type == JType::kInt && !ints.empty() ? PickOf(ints) : expr_.Of(type, 0);
  }
  scope_.Swap(std::move(outer));
  return e;
}

std::string ProgramWriter::Arg() { return expr_.Of(JType::kInt, Chance(0.2) ? 2 : 1); }

void ProgramWriter::BeginFile(const FileNames& f) {
  out_.clear();
  indent_ = 0;
  scope_.Reset();
  Line(header_);
  Line(absl::StrCat("package ", f.package, ";"));
  // Imports in a random order: the order means nothing to javac.
  std::vector<std::string> imports;
  for (const std::string& q : f.single) imports.push_back(absl::StrCat("import ", q, ";"));
  for (const std::string& p : f.on_demand) imports.push_back(absl::StrCat("import ", p, ".*;"));
  rng_.Shuffle(std::span<std::string>(imports));
  if (!imports.empty()) Line("");
  for (const std::string& line : imports) Line(line);
  Line("");
}

void ProgramWriter::EndFile(const std::string& package, const std::string& file) {
  package_files_.push_back(
      {absl::StrCat(absl::StrReplaceAll(package, {{".", "/"}}), "/", file), std::move(out_)});
  out_.clear();
}

void ProgramWriter::WritePackages() {
  const std::string prefix = absl::AsciiStrToLower(name_);
  core_ = prefix + ".core";
  ext_ = prefix + ".ext";
  third_ = Chance(0.5) ? "" : Chance(0.5) ? prefix + ".app" : prefix + ".ext.deep";
  helper_ = Chance(0.7);
  back_ = Chance(0.5);
  ext_kit_ = Chance(0.35);
  sub_extends_mid_ = Chance(0.4);
  mid_protm_public_ = Chance(0.4);
  shape_ = Chance(0.6);
  part_ = Chance(0.5);
  cell_ = Chance(0.5);
  core_tool_ = Chance(0.4);
  pick_access_ = NonPublicAccess();
  tally_access_ = NonPublicAccess();
  packaged_ = {{core_, "Base", true}, {core_, "Mid", true},   {core_, "Kit", true},
               {core_, "Oops", true}, {core_, "Tally", true}, {ext_, "Sub", true}};
  if (helper_) packaged_.push_back({core_, "Helper", false});
  packaged_.push_back({ext_, "Tool", false});
  if (back_) packaged_.push_back({core_, "Back", true});
  if (ext_kit_) packaged_.push_back({ext_, "Kit", true});
  if (!third_.empty()) packaged_.push_back({third_, "Leaf", true});
  if (shape_) packaged_.push_back({core_, "Shape", true});
  if (core_tool_) packaged_.push_back({core_, "Tool", true});

  expr_.set_objects_enabled(false);
  WriteBaseFile();
  WriteMidFile();
  WriteKitFile();
  {
    FileNames f{core_, {"Oops"}, {}, {}};
    BeginFile(f);
    Open("public class Oops extends RuntimeException");
    Open("public Oops(String message)");
    Line("super(message);");
    Close();
    Close();
    EndFile(core_, "Oops.java");
  }
  if (shape_) {
    // An interface's members are public (JLS 9.3, 9.4): its constant and methods are usable
    // from every package, and an implementing method must be public.
    BeginFile({core_, {"Shape"}, {}, {}});
    Open("public interface Shape");
    Line(absl::StrCat("int LIMIT = ", expr_.SmallIntLiteral(-3, 20), ";"));
    Line("int area(int x);");
    Open("default String describe()");
    Line("return \"shape:\" + area(LIMIT);");
    Close();
    Close();
    EndFile(core_, "Shape.java");
  }
  if (core_tool_) {
    // A public class named like ext's package-private Tool: a file importing both packages on
    // demand means this one (JLS 7.5.2 imports accessible classes only), Sub's file its own.
    BeginFile({core_, {"Tool"}, {}, {}});
    Open("public class Tool");
    Open("public static int twist(int x)");
    Line(absl::StrCat("return ", Over(JType::kInt, {"x"}), ";"));
    Close();
    Close();
    EndFile(core_, "Tool.java");
  }
  WriteTallyFile();
  WriteSubFile();
  if (back_) WriteBackFile();
  if (ext_kit_) WriteExtKitFile();
  if (!third_.empty()) WriteLeafFile();
  expr_.set_objects_enabled(true);
  out_.clear();
  indent_ = 0;
  scope_.Reset();

  // The main file (the unnamed package) names every public packaged class.
  main_names_ = FileNames{"", {}, {}, {}};
  std::vector<std::string> uses;
  for (const PackagedClass& c : packaged_) {
    if (c.is_public) uses.push_back(absl::StrCat(c.package, ".", c.name));
  }
  rng_.Shuffle(std::span<std::string>(uses));
  ChooseImports(main_names_, uses);
}

void ProgramWriter::WriteBaseFile() {
  FileNames f{core_, {"Base"}, {}, {}};
  if (helper_) f.declared.push_back("Helper");
  BeginFile(f);
  Open("public class Base");
  Line(absl::StrCat("public static int count = ", expr_.SmallIntLiteral(-3, 9), ";"));
  Line(absl::StrCat("static int hidden = ", expr_.SmallIntLiteral(0, 9), ";"));
  Line("public int pub;");
  Line("protected int prot;");
  Line("int pkg;");
  Open("public Base(int v)");
  Line(absl::StrCat("pub = ", Over(JType::kInt, {"v"}), ";"));
  Line(absl::StrCat("prot = ", Over(JType::kInt, {"v", "pub"}), ";"));
  Line(absl::StrCat("pkg = ", Over(JType::kInt, {"v", "pub", "prot"}), ";"));
  Line("count++;");
  Close();
  Open("protected Base(int v, int w)");
  Line("this(v);");
  Line(absl::StrCat("prot += ", Over(JType::kInt, {"v", "w"}), ";"));
  Close();
  // Calls through `this`: pkgM dispatches by the JVM's rule (overridden in Mid and Back only),
  // protM to any override.
  Open("public int run(int x)");
  Line(absl::StrCat("return pkgM(x) * 31 + protM(x) + ", Over(JType::kInt, {"x", "pub"}), ";"));
  Close();
  Open("int pkgM(int x)");
  Line(absl::StrCat("return ", helper_ ? "Helper.mix(x, pkg) + " : "",
                    Over(JType::kInt, {"x", "pub", "prot", "pkg", "hidden"}), ";"));
  Close();
  Open("protected int protM(int x)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"x", "pub", "prot", "pkg"}), ";"));
  Close();
  Open("public String show()");
  Line("return \"Base(\" + pub + \",\" + prot + \",\" + pkg + \")\";");
  Close();
  Open("public String kind()");
  Line("return \"base\";");
  Close();
  // Overloads of different access: a call with an int argument takes pick(int) where it is
  // accessible (and a member), else pick(long) (JLS 15.12.2.1); inside Base always pick(int).
  Open("public String pick(long x)");
  Line(absl::StrCat("return \"pick(long) \" + (x * ", expr_.SmallIntLiteral(2, 9), " + pub);"));
  Close();
  Open(absl::StrCat(pick_access_, "String pick(int x)"));
  Line(absl::StrCat("return \"pick(int) \" + (x + ", expr_.SmallIntLiteral(-3, 9), " + pkg);"));
  Close();
  Open("public String pickSelf(int x)");
  Line("return pick(x);");
  Close();
  Open("public static int twice(int x)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"x", "count", "hidden"}), ";"));
  Close();
  Open("protected static int sprot(int x)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"x", "hidden"}), ";"));
  Close();
  Open("public void check(int x)");
  Open(absl::StrCat("if (", Over(JType::kBoolean, {"x", "pub", "prot"}), ")"));
  Line("throw new Oops(\"check \" + x + \" \" + pub);");
  Close();
  Close();
  if (cell_) {
    // A protected member type, used by Sub's body in another package (JLS 6.6.2); its
    // constructor is public, as a default one would be protected and `new Cell()` illegal there.
    Open("protected static class Cell");
    Line("public int c;");
    Open("public Cell(int c)");
    Line("this.c = c;");
    Close();
    Open("public int get()");
    Line(absl::StrCat("return ", Over(JType::kInt, {"c", "hidden"}), ";"));
    Close();
    Close();
  }
  if (part_) {  // A public member type: `Base.Part` elsewhere, binary name g0001.core.Base$Part.
    Open("public static class Part");
    Open("public int size()");
    Line(absl::StrCat("return ", expr_.SmallIntLiteral(-3, 20), " + hidden;"));
    Close();
    Close();
  }
  Close();
  if (helper_) {
    Line("");
    Open("class Helper");
    Open("static int mix(int a, int b)");
    Line(absl::StrCat("return ", Over(JType::kInt, {"a", "b"}), ";"));
    Close();
    Close();
  }
  EndFile(core_, "Base.java");
}

void ProgramWriter::WriteMidFile() {
  BeginFile({core_, {"Mid"}, {}, {}});
  Open("public class Mid extends Base");
  Open("public Mid(int v)");
  Line(absl::StrCat("super(", Over(JType::kInt, {"v"}), ");"));
  Close();
  // Base's package-private method, overridden in its own package.
  if (options_.annotations) Line("@Override");
  Open("int pkgM(int x)");
  Line(
      absl::StrCat("return super.pkgM(x) + ", Over(JType::kInt, {"x", "pub", "prot", "pkg"}), ";"));
  Close();
  if (mid_protm_public_) OverridingProtM(true, {"x", "prot", "pkg"}, "super.protM(x)");
  if (options_.annotations) Line("@Override");
  Open("public String kind()");
  Line("return \"mid\";");
  Close();
  Close();
  EndFile(core_, "Mid.java");
}

bool ProgramWriter::OverridingProtM(bool must_be_public, const std::vector<std::string>& ints,
                                    absl::string_view super_call) {
  if (options_.annotations) Line("@Override");
  const bool is_public = must_be_public || Chance(0.3);
  Open(absl::StrCat(is_public ? "public" : "protected", " int protM(int x)"));
  Line(absl::StrCat("return ", super_call, super_call.empty() ? "" : " + ", Over(JType::kInt, ints),
                    ";"));
  Close();
  return is_public;
}

void ProgramWriter::WriteKitFile() {
  BeginFile({core_, {"Kit"}, {}, {}});
  Open("public final class Kit");
  Line(absl::StrCat("public static int calls = ", expr_.SmallIntLiteral(0, 5), ";"));
  Open("private Kit()");
  Close();
  // Same package: Base's package-private and protected members through any Base reference.
  Open("public static int peek(Base b)");
  Line("calls++;");
  const std::string prot_arg = expr_.SmallIntLiteral(-3, 9);
  Line(absl::StrCat("return b.pkg + b.prot * 3 + b.pkgM(", expr_.SmallIntLiteral(-3, 9),
                    ") + b.protM(", prot_arg, ")",
                    helper_ ? " + Helper.mix(b.pub, Base.hidden)" : " + Base.hidden", ";"));
  Close();
  // Same package, no subclass: the package-access and protected overloads are accessible here,
  // the private ones not.
  Open("public static String picks(Base b, int x)");
  Line(
      "return b.pick(x) + \" \" + b.pick((long) x) + \" \" + new Tally(x).made + \" \" + "
      "Tally.of(x).made;");
  Close();
  Close();
  EndFile(core_, "Kit.java");
}

void ProgramWriter::WriteSubFile() {
  FileNames f{ext_, {"Sub", "Tool"}, {}, {}};
  std::vector<std::string> uses = {core_ + ".Base", core_ + ".Mid", core_ + ".Tally"};
  if (shape_) uses.push_back(core_ + ".Shape");
  ChooseImports(f, uses);
  BeginFile(f);
  const std::string super_class = Ref(f, core_, sub_extends_mid_ ? "Mid" : "Base");
  Open(absl::StrCat("public class Sub extends ", super_class,
                    shape_ ? absl::StrCat(" implements ", Ref(f, core_, "Shape")) : ""));
  if (shape_) {
    if (options_.annotations) Line("@Override");
    Open("public int area(int x)");
    Line(absl::StrCat("return ", Over(JType::kInt, {"x", "own", "prot"}), ";"));
    Close();
  }
  Line("public int own;");
  Open("public Sub(int v)");
  // Base(int, int) is protected: reachable from another package through super(...) only.
  if (sub_extends_mid_) {
    Line(absl::StrCat("super(", Over(JType::kInt, {"v"}), ");"));
  } else {
    Line(absl::StrCat("super(v, ", Over(JType::kInt, {"v"}), ");"));
  }
  Line(absl::StrCat("own = ", Over(JType::kInt, {"v", "pub", "prot"}), ";"));
  Close();
  // Not an override (Base.pkgM is package-private in another package, JLS 8.4.8.1), so no
  // @Override, and it may not use Base's package-private `pkg`.
  Open("int pkgM(int x)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"x", "own", "prot", "pub"}), ";"));
  Close();
  sub_protm_public_ =
      OverridingProtM(sub_extends_mid_ && mid_protm_public_, {"x", "own", "prot"},
                      absl::StrCat("super.protM(x) + pkgM(x) * 7 + sprot(x) + Tool.mix(x, own)",
                                   cell_ ? " + new Cell(x).get()" : ""));
  // Protected members through a reference of Sub's own type (JLS 6.6.2.1); a Base reference
  // would not do.
  Open("public int poke(Sub o)");
  {
    const std::string base = Ref(f, core_, "Base");
    const std::string pkg_arg = expr_.SmallIntLiteral(-3, 9);
    const std::string prot_arg = expr_.SmallIntLiteral(-3, 9);
    Line(absl::StrCat("return o.prot + o.own * 5 + o.protM(", prot_arg, ") + o.pkgM(", pkg_arg,
                      ") + ", base, ".sprot(own);"));
  }
  Close();
  Open("public int callPkg(int x)");
  Line("return pkgM(x);");
  Close();
  // Another package: Base.pick(int) only when protected and through `this`, `super` or a Sub
  // (JLS 6.6.2.1), never through a Base reference; Tally(int) only through super(...) when
  // protected, never by `new` here (JLS 6.6.2.2).
  Open(absl::StrCat("public String picks(int x, ", Ref(f, core_, "Base"), " other)"));
  Line(
      "return pick(x) + \" \" + this.pick(x) + \" \" + super.pick(x) + \" \" + "
      "(other == null ? \"-\" : other.pick(x)) + \" \" + poked(this, x);");
  Close();
  Open("static String poked(Sub o, int x)");
  Line(absl::StrCat("return o.pick(x) + \" \" + new ", Ref(f, core_, "Tally"),
                    "(x).made + \" \" + new Count(x).made;"));
  Close();
  Open(absl::StrCat("public static class Count extends ", Ref(f, core_, "Tally")));
  Open("public Count(int v)");
  Line("super(v);");
  Close();
  Close();
  if (options_.annotations) Line("@Override");
  Open("public String kind()");
  Line("return \"sub\";");
  Close();
  if (options_.annotations) Line("@Override");
  Open("public String show()");
  Line("return \"Sub<\" + super.show() + \",\" + own + \">\";");
  Close();
  Close();
  Line("");
  Open("class Tool");
  Open("static int mix(int a, int b)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"a", "b"}), ";"));
  Close();
  Close();
  EndFile(ext_, "Sub.java");
}

void ProgramWriter::WriteBackFile() {
  FileNames f{core_, {"Back"}, {}, {}};
  ChooseImports(f, {ext_ + ".Sub"});
  BeginFile(f);
  Open(absl::StrCat("public class Back extends ", Ref(f, ext_, "Sub")));
  Open("public Back(int v)");
  Line(absl::StrCat("super(", Over(JType::kInt, {"v"}), ");"));
  Close();
  // Overrides Base.pkgM (and Mid's): declared in their package (JLS 8.4.8.1), as the JVM
  // dispatches it; not Sub.pkgM. Base's `pkg` is no member of Back (Sub does not inherit it), and
  // `super.pkgM` would name Sub's inaccessible method, so neither is used.
  Open("int pkgM(int x)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"x", "pub", "prot", "own"}), ";"));
  Close();
  // Base's package-access pick(int) is no member of Back either (Sub does not inherit it), so
  // `pick(x)` takes pick(long) then; through a Base reference it is accessible here.
  Open("public String backPicks(int x)");
  Line(absl::StrCat("return pick(x) + \" \" + ((", Ref(f, core_, "Base"),
                    ") this).pick(x) + \" \" + new Tally(x).made;"));
  Close();
  if (options_.annotations) Line("@Override");
  Open("public String kind()");
  Line("return \"back\";");
  Close();
  Close();
  EndFile(core_, "Back.java");
}

void ProgramWriter::WriteExtKitFile() {
  BeginFile({ext_, {"Kit"}, {}, {}});
  Open("public class Kit");
  Open("public static String tag(Sub s)");
  const std::string pkg_arg = expr_.SmallIntLiteral(-3, 9);
  Line(absl::StrCat("return \"kit:\" + s.callPkg(", expr_.SmallIntLiteral(-3, 9),
                    ") + \"/\" + s.own", " + \"/\" + s.pkgM(", pkg_arg, ");"));
  Close();
  Close();
  EndFile(ext_, "Kit.java");
}

std::string ProgramWriter::NonPublicAccess() {
  switch (Pick(3)) {
    case 0:
      return "private ";
    case 1:
      return "";
    default:
      return "protected ";
  }
}

void ProgramWriter::WriteTallyFile() {
  BeginFile({core_, {"Tally"}, {}, {}});
  Open("public class Tally");
  Line("public final String made;");
  Open("public Tally(long v)");
  Line(absl::StrCat("made = \"Tally(long) \" + (v * ", expr_.SmallIntLiteral(2, 9), ");"));
  Close();
  Open(absl::StrCat(tally_access_, "Tally(int v)"));
  Line(absl::StrCat("made = \"Tally(int) \" + (v + ", expr_.SmallIntLiteral(-3, 9), ");"));
  Close();
  Open("public static Tally of(int v)");  // Inside Tally: always Tally(int).
  Line("return new Tally(v);");
  Close();
  Close();
  EndFile(core_, "Tally.java");
}

void ProgramWriter::WriteLeafFile() {
  FileNames f{third_, {"Leaf"}, {}, {}};
  ChooseImports(f, {ext_ + ".Sub"});
  BeginFile(f);
  Open(absl::StrCat("public class Leaf extends ", Ref(f, ext_, "Sub")));
  Open("public Leaf(int v)");
  Line(absl::StrCat("super(", Over(JType::kInt, {"v"}), ");"));
  Close();
  // Overrides neither Sub.pkgM nor Base.pkgM: both are package-private in other packages.
  Open("int pkgM(int x)");
  Line(absl::StrCat("return ", Over(JType::kInt, {"x", "own", "prot"}), ";"));
  Close();
  OverridingProtM(sub_protm_public_, {"x", "own", "prot"}, "super.protM(x) + pkgM(x)");
  if (shape_ && Chance(0.5)) {
    if (options_.annotations) Line("@Override");
    Open("public int area(int x)");
    Line(absl::StrCat("return super.area(x) + ", Over(JType::kInt, {"x", "own"}), ";"));
    Close();
  }
  Open("public String leafPicks(int x)");
  Line("return pick(x) + \" \" + super.pick(x);");
  Close();
  Open("public int twin(Leaf o)");
  Line("return o.prot + o.own * 3 + this.prot + o.pkgM(1);");
  Close();
  if (options_.annotations) Line("@Override");
  Open("public String kind()");
  Line("return \"leaf\";");
  Close();
  Close();
  EndFile(third_, "Leaf.java");
}

}  // namespace aprgrid::lang::generator
