#include "worker/subjects/heldout_probe.h"

#include <cstdint>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "worker/subjects/java_literals.h"

namespace aprgrid::subjects::heldout {

constexpr int kMaxElements = 12;
constexpr char kTokenEnd[] = "\x01\n";

namespace {

void ProbeObs(const ClassMap& classes, const Obs& o, std::vector<std::string>& out) {
  const std::string& t = o.type;
  if (t == "char") {
    out.push_back(absl::StrCat("t(\"\" + (int) ", o.expr, ");"));
  } else if (IsPrimitive(t)) {
    out.push_back(absl::StrCat("t(\"\" + ", o.expr, ");"));
  } else if (t == "String") {
    out.push_back(absl::StrCat("t(sv(", o.expr, "));"));
  } else if (IsArray(t)) {
    out.push_back(absl::StrCat("if (", o.expr, " == null) { t(\"N\"); } else { t(\"V\" + ", o.expr,
                               ".length); for (int i = 0; i < ", o.expr, ".length && i < ",
                               kMaxElements, "; i++) {"));
    ProbeObs(classes, {o.expr + "[i]", ElementType(t), {}}, out);
    out.push_back("} }");
  } else {
    out.push_back(absl::StrCat("if (", o.expr, " == null) { t(\"N\"); } else { t(\"V\");"));
    if (HasToString(classes, t)) out.push_back(absl::StrCat("t(sv(", o.expr, ".toString()));"));
    for (const Obs& q : o.queries) ProbeObs(classes, q, out);
    out.push_back("}");
  }
}

}  // namespace

bool AssertObs(const ClassMap& classes, const Obs& o, const std::vector<std::string>& tokens,
               size_t& pos, std::vector<std::string>& out) {
  if (pos >= tokens.size()) return false;
  const std::string& tok = tokens[pos++];
  const std::string& t = o.type;
  int64_t v = 0;
  if (t == "int" || t == "char" || t == "byte" || t == "short") {
    if (!absl::SimpleAtoi(tok, &v)) return false;
    out.push_back(absl::StrCat("Assert.assertEquals(", JavaIntLiteral(v), ", ", o.expr, ");"));
  } else if (t == "long") {
    if (!absl::SimpleAtoi(tok, &v)) return false;
    out.push_back(absl::StrCat("Assert.assertEquals(", JavaLongLiteral(v), ", ", o.expr, ");"));
  } else if (t == "double") {
    out.push_back(
        absl::StrCat("Assert.assertEquals(", JavaDoubleExpression(tok), ", ", o.expr, ", 0.0);"));
  } else if (t == "float") {  // Float.toString's digits name the float itself (an f literal).
    const std::string expected = JavaDoubleExpression(tok);
    out.push_back(absl::StrCat("Assert.assertEquals(", expected == tok ? tok + "f" : expected, ", ",
                               o.expr, ", 0.0);"));
  } else if (t == "boolean") {
    out.push_back(
        absl::StrCat(tok == "true" ? "Assert.assertTrue(" : "Assert.assertFalse(", o.expr, ");"));
  } else if (t == "String") {
    if (tok == "N") {
      out.push_back(absl::StrCat("Assert.assertNull(", o.expr, ");"));
    } else {
      out.push_back(absl::StrCat("Assert.assertEquals(", JavaStringLiteral(tok.substr(1)), ", ",
                                 o.expr, ");"));
    }
  } else if (tok == "N") {
    out.push_back(absl::StrCat("Assert.assertNull(", o.expr, ");"));
  } else if (IsArray(t)) {
    int64_t n = 0;
    if (!absl::SimpleAtoi(tok.substr(1), &n)) return false;
    out.push_back(absl::StrCat("Assert.assertEquals(", n, ", ", o.expr, ".length);"));
    for (int64_t i = 0; i < n && i < kMaxElements; ++i) {
      if (!AssertObs(classes, {absl::StrCat(o.expr, "[", i, "]"), ElementType(t), {}}, tokens, pos,
                     out)) {
        return false;
      }
    }
  } else {
    out.push_back(absl::StrCat("Assert.assertNotNull(", o.expr, ");"));
    if (HasToString(classes, t) &&
        !AssertObs(classes, {o.expr + ".toString()", "String", {}}, tokens, pos, out)) {
      return false;
    }
    for (const Obs& q : o.queries) {
      if (!AssertObs(classes, q, tokens, pos, out)) return false;
    }
  }
  return true;
}

ProbeSource RenderProbe(const ClassMap& classes, const std::string& cls,
                        const std::vector<Candidate>& cands) {
  std::vector<std::string> lines = {
      absl::StrCat("public class ", cls, " {"),
      "  static void t(String s) { System.out.print(s); System.out.print(\"\\u0001\\n\"); }",
      "  static String sv(String s) { return s == null ? \"N\" : \"V\" + s; }"};
  ProbeSource probe;
  const char* throws = AnyThrows(classes) ? " throws Exception" : "";
  for (size_t i = 0; i < cands.size(); ++i) {
    int first = static_cast<int>(lines.size()) + 1;
    lines.push_back("  @Test");
    lines.push_back(absl::StrFormat("  public void c%05d()%s {", i, throws));
    for (const std::string& s : cands[i].setup) lines.push_back("    " + s);
    lines.push_back(absl::StrCat("    t(\"", kCalled, "\");"));
    std::vector<std::string> obs;
    for (const Obs& o : cands[i].obs) ProbeObs(classes, o, obs);
    for (const std::string& s : obs) lines.push_back("    " + s);
    lines.push_back("  }");
    probe.lines.push_back({first, static_cast<int>(lines.size())});
  }
  lines.push_back("}");
  probe.text = absl::StrJoin(lines, "\n") + "\n";
  return probe;
}

std::vector<std::string> Tokens(const std::string& output) {
  std::vector<std::string> tokens = absl::StrSplit(output, kTokenEnd);
  if (!tokens.empty() && tokens.back().empty()) tokens.pop_back();
  return tokens;
}

}  // namespace aprgrid::subjects::heldout
