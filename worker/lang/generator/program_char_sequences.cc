// CharSequence (GeneratorOptions::char_sequences): locals, a parameter and a static field of the
// interface type holding a String or a StringBuilder, read through the interface (length, charAt,
// subSequence, toString), StringBuilder's constructor, append and insert forms taking one, and
// String.join and contentEquals. Indices are drawn around the texts' lengths, so some calls throw
// the JDK's IndexOutOfBoundsExceptions; most of those run in a try that prints the exception,
// whose message differs between String's and StringBuilder's methods.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "worker/lang/generator/program_writer.h"

namespace aprgrid::lang::generator {

void ProgramWriter::WriteCharSequenceHelpers() {
  static const std::vector<std::string> kWords = {"", "a", "seq", "hello", "Char Seq", "x-y-z"};
  Line(absl::StrCat("static CharSequence kept = \"", PickOf(kWords), "\";"));
  // Total for every argument: the index is reduced into range first.
  Open("static String csInfo(CharSequence cs, int i)");
  Open("if (cs == null)");
  Line("return \"null\";");
  Close();
  Line("int n = cs.length();");
  Line("String kind = cs instanceof String ? \"S\" : cs instanceof StringBuilder ? \"B\" : \"?\";");
  Open("if (n == 0)");
  Line("return kind + \":empty\";");
  Close();
  Line("int k = (i % n + n) % n;");
  Line(
      "return kind + \":\" + n + \":\" + cs.charAt(k) + \":\" + cs.subSequence(k, n) + \":\" + "
      "cs;");
  Close();
}

void ProgramWriter::CharSequenceBlock() {
  const std::string main = symbols_.main_class;
  Open("");
  const std::string c1 = scope_.Fresh("cs");
  const std::string c2 = scope_.Fresh("cs");
  // A CharSequence expression: a String, a new StringBuilder, Main's field or the other local.
  auto source = [&](bool other_ok) {
    switch (Pick(other_ok ? 4 : 3)) {
      case 0:
        return E(JType::kString);
      case 1:
        return absl::StrCat("new StringBuilder(", E(JType::kString), ")");
      case 2:
        return absl::StrCat(main, ".kept");
      default:
        return c1;
    }
  };
  // An index near the text's bounds: valid mostly, sometimes one past either end.
  auto index = [&](const std::string& cs) {
    switch (Pick(5)) {
      case 0:
        return absl::StrCat(cs, ".length()");
      case 1:
        return absl::StrCat(cs, ".length() / 2");
      case 2:
        return absl::StrCat(cs, ".length() - 1");
      default:
        return expr_.SmallIntLiteral(-1, 6);
    }
  };
  // Mostly in a try that prints the exception (class and message); sometimes left to the test.
  auto guarded = [&](const std::string& statement) {
    if (Chance(0.1)) return Line(statement);
    Open("try");
    Line(statement);
    Close();
    const std::string e = scope_.Fresh("ie");
    Open(absl::StrCat("catch (IndexOutOfBoundsException ", e, ")"));
    Line(absl::StrCat("System.out.println(\"cs \" + ", e, ");"));
    Close();
  };
  Line(absl::StrCat("CharSequence ", c1, " = ", source(false), ";"));
  Line(absl::StrCat("CharSequence ", c2, " = ", source(true), ";"));
  Line(absl::StrCat("System.out.println(", c1, ".length() + \" \" + ", c1, " + \" \" + ", main,
                    ".csInfo(", c2, ", ", Arg(), "));"));
  guarded(absl::StrCat("System.out.println(", c1, ".charAt(", index(c1), "));"));
  {
    const std::string end = index(c2);
    const std::string start = index(c2);
    guarded(absl::StrCat("System.out.println(", c2, ".subSequence(", start, ", ", end, "));"));
  }
  const std::string sb = scope_.Fresh("sb");
  Line(absl::StrCat("StringBuilder ", sb, " = new StringBuilder(", c1, ");"));
  if (Chance(0.7)) {
    const std::string end = index(c2);
    const std::string start = index(c2);
    guarded(absl::StrCat(sb, ".append(", c2, ", ", start, ", ", end, ");"));
  }
  if (Chance(0.7)) {
    const std::string end = index(c2);
    const std::string start = index(c2);
    const std::string offset = index(sb);
    guarded(absl::StrCat(sb, ".insert(", offset, ", ", c2, ", ", start, ", ", end, ");"));
  }
  Line(absl::StrCat("System.out.println(", sb, " + \" \" + ", sb, ".length());"));
  if (Chance(0.5)) {
    // String.join over the three (a null one as "null") and contentEquals against either kind.
    const std::string compared = Chance(0.5) ? c2 : sb;
    const std::string text = E(JType::kString);
    const std::string joined = E(JType::kString);
    const std::string first = Chance(0.5) ? c1 : "\", \"";
    Line(absl::StrCat("System.out.println(String.join(", first, ", ", c2, ", ", sb, ", ", joined,
                      ") + \" \" + (", text, ").contentEquals(", compared, "));"));
  }
  if (Chance(0.5)) {
    // The builder through the interface sees later changes.
    Line(absl::StrCat(c2, " = ", sb, ";"));
    Line(absl::StrCat(sb, ".append(", E(JType::kString), ");"));
    Line(absl::StrCat("System.out.println(", c2, " + \" \" + ", main, ".csInfo(", c2, ", ", Arg(),
                      "));"));
  }
  // Only at a test's top level: a StringBuilder kept there and copied into the next block's
  // builder would grow geometrically inside a loop or a helper called from one.
  if (in_test_ && loop_depth_ == 0 && Chance(0.4)) {
    Line(absl::StrCat(main, ".kept = ", Chance(0.5) ? c2 : c1, ";"));
    Line(absl::StrCat("System.out.println(", main, ".csInfo(", main, ".kept, ", Arg(), "));"));
  }
  Close();
}

}  // namespace aprgrid::lang::generator
