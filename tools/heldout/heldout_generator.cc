#include "tools/heldout/heldout_generator.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "common/random.h"
#include "common/status_macros.h"
#include "tools/heldout/java_literals.h"
#include "tools/heldout/suite_runner.h"
#include "tools/heldout/unified_diff.h"
#include "worker/repair/lang/ast.h"
#include "worker/repair/lang/parser.h"

namespace aprgrid::subjects {
namespace {

using lang::Kind;
using lang::Node;

// ---- What the classes offer -------------------------------------------------------------------

struct Method {
  std::string cls;
  std::string name;  // The class name for constructors.
  std::string ret;   // "" for constructors.
  std::vector<std::string> params;
  bool is_static = false;
  bool is_ctor = false;
  std::string file;
  int first_line = 0;
  int last_line = 0;
};

struct ClassInfo {
  std::string name;
  std::string super;
  std::vector<Method> ctors;    // Non-private.
  std::vector<Method> methods;  // Non-private.
  bool own_to_string = false;
};

using ClassMap = std::map<std::string, ClassInfo>;

int LastLine(const Node& n) {
  int line = n.line;
  for (const auto& c : n.children) line = std::max(line, LastLine(*c));
  return line;
}

absl::StatusOr<ClassMap> ReadClasses(const std::vector<lang::SourceFile>& files) {
  ClassMap classes;
  for (const lang::SourceFile& file : files) {
    ASSIGN_OR_RETURN(lang::NodePtr unit, lang::ParseSource(file.name, file.text));
    for (const auto& decl : unit->children) {
      ClassInfo info;
      info.name = decl->value;
      info.super = decl->child(0)->value;
      for (size_t i = 1; i < decl->size(); ++i) {
        const Node& m = *decl->child(i);
        if (m.kind != Kind::kMethodDecl && m.kind != Kind::kConstructorDecl) continue;
        if (m.flags & lang::kPrivate) continue;
        Method method;
        method.cls = info.name;
        method.name = m.value;
        method.is_ctor = m.kind == Kind::kConstructorDecl;
        method.is_static = (m.flags & lang::kStatic) != 0;
        method.file = file.name;
        method.first_line = m.line;
        method.last_line = LastLine(m);
        const Node& params = *m.child(method.is_ctor ? 0 : 1);
        if (!method.is_ctor) method.ret = m.child(0)->value;
        for (const auto& p : params.children) method.params.push_back(p->child(0)->value);
        if (!method.is_ctor && method.name == "toString" && method.params.empty()) {
          info.own_to_string = true;
        }
        (method.is_ctor ? info.ctors : info.methods).push_back(std::move(method));
      }
      if (info.ctors.empty()) {  // The implicit default constructor.
        Method ctor;
        ctor.cls = ctor.name = info.name;
        ctor.is_ctor = true;
        ctor.file = file.name;
        ctor.first_line = ctor.last_line = decl->line;
        info.ctors.push_back(std::move(ctor));
      }
      classes[info.name] = std::move(info);
    }
  }
  return classes;
}

bool IsPrimitive(const std::string& t) {
  return t == "int" || t == "long" || t == "double" || t == "boolean" || t == "char";
}

bool IsArray(const std::string& t) { return t.size() > 2 && t.ends_with("[]"); }

std::string ElementType(const std::string& t) { return t.substr(0, t.size() - 2); }

bool IsThrowable(const ClassMap& classes, std::string name) {
  for (int hops = 0; hops < 10; ++hops) {
    if (name.ends_with("Exception") || name.ends_with("Error") || name == "Throwable") return true;
    auto it = classes.find(name);
    if (it == classes.end()) return false;
    name = it->second.super;
  }
  return false;
}

bool HasToString(const ClassMap& classes, std::string name) {
  for (int hops = 0; hops < 10; ++hops) {
    auto it = classes.find(name);
    if (it == classes.end()) return false;
    if (it->second.own_to_string) return true;
    name = it->second.super;
  }
  return false;
}

// ---- Candidates ---------------------------------------------------------------------------------

// A value to observe after the call: a local (or a call on one) of a type.
struct Obs {
  std::string expr;
  std::string type;
  std::vector<Obs> queries;  // Project objects: zero-argument queries observed too.
};

struct Candidate {
  std::vector<std::string> setup;  // Statements up to and including the call under test.
  std::vector<Obs> obs;
};

class InputDrawer {
 public:
  // `focus`: literals preferred when set (the bug's own tests, for targeted inputs).
  InputDrawer(const ClassMap& classes, const LiteralPool& pool, Rng& rng, bool boost,
              const LiteralPool* focus = nullptr)
      : classes_(classes), pool_(pool), rng_(rng), boost_(boost), focus_(focus) {}

  bool Drawable(const std::string& type, int depth = 0) const {
    if (IsPrimitive(type) || type == "String" || type == "Object") return true;
    if (IsArray(type)) return !IsArray(ElementType(type)) && Drawable(ElementType(type), depth);
    if (depth > 3) return true;  // Deep enough: null.
    auto it = classes_.find(type);
    return it != classes_.end() && !IsThrowable(classes_, type);
  }

  // Constructors and static factories producing `cls` whose parameters can be drawn.
  std::vector<const Method*> Creators(const std::string& cls) const {
    std::vector<const Method*> out;
    for (const auto& [name, info] : classes_) {
      if (name == cls) {
        for (const Method& c : info.ctors) out.push_back(&c);
      }
      for (const Method& m : info.methods) {
        if (m.is_static && m.ret == cls) out.push_back(&m);
      }
    }
    std::erase_if(out, [&](const Method* m) {
      for (const std::string& p : m->params) {
        if (p == cls || !Drawable(p, 4)) return true;  // No self-recursive creators.
      }
      return false;
    });
    return out;
  }

  // Instance methods of other classes that return a `type` (e.g. an array of tokens from a
  // tokenizer): EvoSuite-style values reached through the project's own API.
  std::vector<const Method*> Producers(const std::string& type) const {
    std::vector<const Method*> out;
    for (const auto& [name, info] : classes_) {
      if (name == type || IsThrowable(classes_, name)) continue;
      for (const Method& m : info.methods) {
        if (m.is_static || m.ret != type) continue;
        bool ok = true;
        for (const std::string& p : m.params) ok = ok && p != type && Drawable(p, 4);
        if (ok) out.push_back(&m);
      }
    }
    return out;
  }

  // Draws a value, sometimes repeating one drawn before for the same type (equal points, equal
  // keys, equal dates make the interesting cases).
  std::string Value(const std::string& type, int depth) {
    std::vector<std::string>& seen = drawn_[type];
    if (!seen.empty() && rng_.Bernoulli(boost_ ? 0.3 : 0.1)) return seen[rng_.Below(seen.size())];
    std::string v = FreshValue(type, depth);
    seen.push_back(v);
    return v;
  }

  std::string FreshValue(const std::string& type, int depth) {
    if (!IsPrimitive(type) && type != "String" && depth <= 3 && rng_.Bernoulli(0.35)) {
      std::vector<const Method*> producers = Producers(type);
      if (!producers.empty()) {
        const Method& m = *producers[rng_.Below(producers.size())];
        std::string receiver = Object(m.cls, depth + 1, /*allow_null=*/false);
        if (!receiver.ends_with(") null")) {
          std::vector<std::string> args;
          for (const std::string& p : m.params) args.push_back(Value(p, depth + 1));
          return absl::StrCat(receiver, ".", m.name, "(", absl::StrJoin(args, ", "), ")");
        }
      }
    }
    if (type == "int") return JavaIntLiteral(Int());
    if (type == "long") return JavaLongLiteral(Long());
    if (type == "double") return Double();
    if (type == "boolean") return rng_.Bernoulli(0.5) ? "true" : "false";
    if (type == "char") return Char();
    if (type == "String") return String();
    if (type == "Object") {
      std::vector<std::string> kinds = {"String"};
      for (const auto& [name, info] : classes_) {
        if (!IsThrowable(classes_, name) && !Creators(name).empty()) kinds.push_back(name);
      }
      return Value(kinds[rng_.Below(kinds.size())], depth);
    }
    if (IsArray(type)) {
      std::string elem = ElementType(type);
      if (rng_.Bernoulli(boost_ ? 0.1 : 0.04)) return absl::StrCat("(", type, ") null");
      int n = static_cast<int>(rng_.Below(rng_.Bernoulli(0.8) ? 5 : (boost_ ? 14 : 9)));
      std::vector<std::string> elems;
      for (int i = 0; i < n; ++i) elems.push_back(Value(elem, depth + 1));
      return absl::StrCat("new ", type, " {", absl::StrJoin(elems, ", "), "}");
    }
    return Object(type, depth, /*allow_null=*/true);
  }

  // An expression creating a `cls` (null when none can be made, or by chance if allowed).
  std::string Object(const std::string& cls, int depth, bool allow_null) {
    std::string null = absl::StrCat("(", cls, ") null");
    if (allow_null && rng_.Bernoulli(boost_ ? 0.12 : 0.05)) return null;
    std::vector<const Method*> creators = Creators(cls);
    if (creators.empty() || depth > 3) return null;
    const Method& c = *creators[rng_.Below(creators.size())];
    std::vector<std::string> args;
    for (const std::string& p : c.params) args.push_back(Value(p, depth + 1));
    std::string call = absl::StrCat("(", absl::StrJoin(args, ", "), ")");
    if (c.is_ctor) return absl::StrCat("new ", cls, call);
    return absl::StrCat(c.cls, ".", c.name, call);
  }

  std::vector<std::string> Args(const std::vector<std::string>& params) {
    std::vector<std::string> args;
    for (const std::string& p : params) args.push_back(Value(p, 0));
    return args;
  }

 private:
  int64_t Int() {
    if (focus_ != nullptr && !focus_->ints.empty() && rng_.Bernoulli(0.3)) {
      return focus_->ints[rng_.Below(focus_->ints.size())];
    }
    static constexpr int64_t kEdges[] = {0,
                                         1,
                                         -1,
                                         2,
                                         3,
                                         7,
                                         10,
                                         12,
                                         31,
                                         60,
                                         100,
                                         365,
                                         1000,
                                         1024,
                                         1900,
                                         1970,
                                         2000,
                                         2024,
                                         2100,
                                         9999,
                                         46341,
                                         65536,
                                         INT32_MAX,
                                         INT32_MIN,
                                         INT32_MAX - 1,
                                         INT32_MIN + 1};
    uint64_t r = rng_.Below(100);
    if (boost_ && r < 25) r = 40;  // More edges.
    if (r < 35) return static_cast<int64_t>(rng_.Below(16)) - 3;
    if (r < 55) return kEdges[rng_.Below(std::size(kEdges))];
    if (r < 75 && !pool_.ints.empty()) {
      int64_t v = pool_.ints[rng_.Below(pool_.ints.size())];
      return rng_.Bernoulli(0.2) ? -v : v;
    }
    if (r < 95) return static_cast<int64_t>(rng_.Below(2001)) - 1000;
    return static_cast<int32_t>(static_cast<uint32_t>(rng_.Next()));
  }

  int64_t Long() {
    if (rng_.Bernoulli(0.1)) return rng_.Bernoulli(0.5) ? INT64_MAX : INT64_MIN;
    if (rng_.Bernoulli(0.1)) return static_cast<int64_t>(rng_.Next());
    return Int();
  }

  std::string Double() {
    static constexpr const char* kEdges[] = {"0.0",  "1.0",     "-1.0",   "0.5",    "0.1",
                                             "2.0",  "10.0",    "1.0E9",  "1.0E-9", "100.0",
                                             "-0.5", "3.14159", "1.0E15", "-2.5"};
    uint64_t r = rng_.Below(100);
    if (r < (boost_ ? 10u : 3u)) return "0.0";
    if (r < 25) return absl::StrCat(static_cast<int64_t>(rng_.Below(41)) - 10, ".0");
    if (r < 40) return absl::StrFormat("%.2f", (static_cast<double>(rng_.Below(81)) - 40) / 4);
    if (r < 55 && !pool_.doubles.empty()) {
      std::string v = pool_.doubles[rng_.Below(pool_.doubles.size())];
      return rng_.Bernoulli(0.2) ? absl::StrCat("-", v) : v;
    }
    if (r < 70) return kEdges[rng_.Below(std::size(kEdges))];
    return absl::StrFormat("%.2f", (static_cast<double>(rng_.Below(200001)) - 100000) / 100);
  }

  std::string Char() {
    static constexpr std::string_view kAlphabet = "aAzZ09 _-.,;:+*/()=!?#@xq";
    uint64_t r = rng_.Below(100);
    if (r < 30 && !pool_.chars.empty()) return pool_.chars[rng_.Below(pool_.chars.size())];
    char c =
        r < 70 ? kAlphabet[rng_.Below(kAlphabet.size())] : static_cast<char>(32 + rng_.Below(95));
    if (c == '\'' || c == '\\') return absl::StrCat("'\\", std::string(1, c), "'");
    return absl::StrCat("'", std::string(1, c), "'");
  }

  std::string RandomText(size_t max_len) {
    static constexpr std::string_view kAlphabet = "abcxyzABCXYZ0123456789  -_,.;:+*/()=#\t";
    std::string s;
    size_t n = rng_.Below(max_len + 1);
    for (size_t i = 0; i < n; ++i) s += kAlphabet[rng_.Below(kAlphabet.size())];
    return s;
  }

  std::string PoolString() { return pool_.strings[rng_.Below(pool_.strings.size())]; }

  std::string String() {
    if (focus_ != nullptr && !focus_->strings.empty() && rng_.Bernoulli(0.4)) {
      return focus_->strings[rng_.Below(focus_->strings.size())];
    }
    uint64_t r = rng_.Below(100);
    if (r < (boost_ ? 12u : 6u)) return "(String) null";
    if (r < 18) return "\"\"";
    bool pool = !pool_.strings.empty();
    if (r < 48 && pool) return PoolString();
    if (r < 58 && pool) return absl::StrCat(PoolString(), " + ", PoolString());
    if (r < (boost_ ? 80u : 93u)) return JavaStringLiteral(RandomText(10));
    std::string digits = rng_.Bernoulli(0.5) ? "-" : "";
    size_t n = 9 + rng_.Below(12);
    for (size_t i = 0; i < n; ++i) digits += static_cast<char>('0' + rng_.Below(10));
    return JavaStringLiteral(rng_.Bernoulli(0.5) ? digits : absl::StrCat("1 + ", digits));
  }

  const ClassMap& classes_;
  const LiteralPool& pool_;
  Rng& rng_;
  bool boost_;
  const LiteralPool* focus_;
  std::map<std::string, std::vector<std::string>> drawn_;
};

bool Observable(const ClassMap& classes, const std::string& type) {
  if (IsPrimitive(type) || type == "String") return true;
  if (IsArray(type)) {
    std::string e = ElementType(type);
    return IsPrimitive(e) || e == "String";
  }
  return classes.count(type) > 0;
}

// The state of a project object: its toString (if any) and up to three zero-argument queries.
Obs ObserveObject(const ClassMap& classes, const std::string& expr, const std::string& type,
                  Rng& rng) {
  Obs obs{expr, type, {}};
  std::vector<const Method*> queries;
  for (std::string cls = type; classes.count(cls) > 0; cls = classes.at(cls).super) {
    for (const Method& m : classes.at(cls).methods) {
      if (m.is_static || !m.params.empty() || m.name == "toString" || m.name == "hashCode") {
        continue;
      }
      if (IsPrimitive(m.ret) || m.ret == "String") queries.push_back(&m);
    }
    if (classes.at(cls).super == cls) break;
  }
  std::span<const Method*> span(queries);
  rng.Shuffle(span);
  for (size_t i = 0; i < queries.size() && i < 3; ++i) {
    obs.queries.push_back({absl::StrCat(expr, ".", queries[i]->name, "()"), queries[i]->ret, {}});
  }
  return obs;
}

std::optional<Candidate> DrawCandidate(const ClassMap& classes, const Method& m, InputDrawer& draw,
                                       Rng& rng, bool boost) {
  Candidate c;
  for (const std::string& p : m.params) {
    if (!draw.Drawable(p)) return std::nullopt;
  }
  bool has_receiver = !m.is_static && !m.is_ctor;
  if (has_receiver) {
    std::string creator = draw.Object(m.cls, 0, /*allow_null=*/false);
    if (creator.ends_with(") null")) return std::nullopt;
    c.setup.push_back(absl::StrCat(m.cls, " o = ", creator, ";"));
    std::vector<const Method*> mutators;
    for (const Method& other : classes.at(m.cls).methods) {
      bool ok = !other.is_static && other.name != "toString" && other.name != "hashCode";
      for (const std::string& p : other.params) ok = ok && draw.Drawable(p);
      if (ok) mutators.push_back(&other);
    }
    int calls = mutators.empty() ? 0 : static_cast<int>(rng.Below(boost ? 12 : 4));
    for (int i = 0; i < calls; ++i) {
      const Method& f = *mutators[rng.Below(mutators.size())];
      c.setup.push_back(
          absl::StrCat("o.", f.name, "(", absl::StrJoin(draw.Args(f.params), ", "), ");"));
    }
  }
  std::vector<std::string> names;
  for (size_t i = 0; i < m.params.size(); ++i) {
    std::string name = absl::StrCat("p", i);
    c.setup.push_back(absl::StrCat(m.params[i], " ", name, " = ", draw.Value(m.params[i], 0), ";"));
    names.push_back(name);
  }
  std::string args = absl::StrCat("(", absl::StrJoin(names, ", "), ")");
  std::string target = m.is_ctor ? absl::StrCat("new ", m.cls, args)
                                 : absl::StrCat(has_receiver ? "o" : m.cls, ".", m.name, args);
  std::string result_type = m.is_ctor ? m.cls : m.ret;
  if (result_type == "void") {
    c.setup.push_back(target + ";");
  } else {
    c.setup.push_back(absl::StrCat(result_type, " r = ", target, ";"));
    if (Observable(classes, result_type)) {
      c.obs.push_back(classes.count(result_type) ? ObserveObject(classes, "r", result_type, rng)
                                                 : Obs{"r", result_type, {}});
    }
  }
  // Follow-up queries on the receiver: what the call changed shows in later calls (a lost key,
  // a wrong size).
  std::string follow_on = has_receiver ? "o" : (m.is_ctor ? "r" : "");
  if (!follow_on.empty() && rng.Bernoulli(boost ? 0.8 : 0.4)) {
    std::vector<const Method*> queries;
    for (const Method& f : classes.at(m.cls).methods) {
      bool ok = !f.is_static && f.ret != "void" && f.name != "hashCode" &&
                (IsPrimitive(f.ret) || f.ret == "String" ||
                 (IsArray(f.ret) && Observable(classes, f.ret)));
      for (const std::string& p : f.params) ok = ok && draw.Drawable(p);
      if (ok) queries.push_back(&f);
    }
    int n = queries.empty() ? 0 : 1 + static_cast<int>(rng.Below(3));
    for (int i = 0; i < n; ++i) {
      const Method& f = *queries[rng.Below(queries.size())];
      std::string local = absl::StrCat("f", i);
      c.setup.push_back(absl::StrCat(f.ret, " ", local, " = ", follow_on, ".", f.name, "(",
                                     absl::StrJoin(draw.Args(f.params), ", "), ");"));
      c.obs.push_back({local, f.ret, {}});
    }
  }
  if (has_receiver && (result_type == "void" || rng.Bernoulli(0.4))) {
    c.obs.push_back(ObserveObject(classes, "o", m.cls, rng));
  }
  for (size_t i = 0; i < m.params.size(); ++i) {
    if (IsArray(m.params[i]) && Observable(classes, m.params[i]) &&
        (result_type == "void" || rng.Bernoulli(0.3))) {
      c.obs.push_back({names[i], m.params[i], {}});
    }
  }
  if (c.obs.empty() && result_type != "void") return std::nullopt;
  return c;
}

// ---- Rendering ----------------------------------------------------------------------------------

constexpr int kMaxElements = 12;
constexpr size_t kMaxTokenBytes = 200;
constexpr char kTokenEnd[] = "\x01\n";

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

// Renders the assertions of `o` from the recorded tokens; false when they do not fit.
bool AssertObs(const ClassMap& classes, const Obs& o, const std::vector<std::string>& tokens,
               size_t& pos, std::vector<std::string>& out) {
  if (pos >= tokens.size()) return false;
  const std::string& tok = tokens[pos++];
  const std::string& t = o.type;
  int64_t v = 0;
  if (t == "int" || t == "char") {
    if (!absl::SimpleAtoi(tok, &v)) return false;
    out.push_back(absl::StrCat("Assert.assertEquals(", JavaIntLiteral(v), ", ", o.expr, ");"));
  } else if (t == "long") {
    if (!absl::SimpleAtoi(tok, &v)) return false;
    out.push_back(absl::StrCat("Assert.assertEquals(", JavaLongLiteral(v), ", ", o.expr, ");"));
  } else if (t == "double") {
    out.push_back(
        absl::StrCat("Assert.assertEquals(", JavaDoubleExpression(tok), ", ", o.expr, ", 0.0);"));
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

constexpr char kCalled[] = "#C";

struct ProbeSource {
  std::string text;
  std::vector<std::pair<int, int>> lines;  // Per candidate: first and last line.
};

ProbeSource RenderProbe(const ClassMap& classes, const std::string& cls,
                        const std::vector<Candidate>& cands) {
  std::vector<std::string> lines = {
      absl::StrCat("public class ", cls, " {"),
      "  static void t(String s) { System.out.print(s); System.out.print(\"\\u0001\\n\"); }",
      "  static String sv(String s) { return s == null ? \"N\" : \"V\" + s; }"};
  ProbeSource probe;
  for (size_t i = 0; i < cands.size(); ++i) {
    int first = static_cast<int>(lines.size()) + 1;
    lines.push_back("  @Test");
    lines.push_back(absl::StrFormat("  public void c%05d() {", i));
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

// The line of a compile error in `file`, or 0.
int ErrorLine(const absl::Status& status, const std::string& file) {
  std::string message(status.message());
  size_t at = message.find(file + ":");
  if (at == std::string::npos) return 0;
  int line = 0;
  std::string rest = message.substr(at + file.size() + 1);
  if (!absl::SimpleAtoi(rest.substr(0, rest.find(':')), &line)) return 0;
  return line;
}

bool Diverges(const lang::TestResult& r) {
  return r.outcome == lang::Outcome::kTimeout ||
         (r.outcome == lang::Outcome::kError &&
          (r.message == "StackOverflowError" || r.message == "OutOfMemoryError"));
}

struct Judged {
  Candidate cand;
  std::vector<std::string> tokens;  // Empty for an expected-exception test.
  std::string exception;
  bool reveals = false;  // The buggy version behaves differently.
};

// Runs `cands` on both versions; returns the usable ones in order.
absl::StatusOr<std::vector<Judged>> Judge(const ClassMap& classes,
                                          const std::vector<lang::SourceFile>& fixed,
                                          const std::vector<lang::SourceFile>& buggy,
                                          std::vector<Candidate> cands) {
  const std::string cls = "HeldoutProbe";
  const std::string file = cls + ".java";
  lang::RunLimits limits;
  limits.step_budget = 300'000;
  limits.heap_bytes = 8u << 20;
  for (int attempt = 0; !cands.empty(); ++attempt) {
    ProbeSource probe = RenderProbe(classes, cls, cands);
    std::vector<lang::SourceFile> tests = {{file, probe.text}};
    absl::StatusOr<std::vector<lang::TestResult>> on_fixed = RunSuite(fixed, tests, {cls}, limits);
    absl::StatusOr<std::vector<lang::TestResult>> on_buggy =
        on_fixed.ok() ? RunSuite(buggy, tests, {cls}, limits) : on_fixed;
    if (on_fixed.ok() && on_buggy.ok()) {
      std::vector<Judged> out;
      for (size_t i = 0; i < cands.size(); ++i) {
        const lang::TestResult& f = (*on_fixed)[i];
        const lang::TestResult& b = (*on_buggy)[i];
        if (Diverges(f) || Diverges(b) || f.outcome == lang::Outcome::kFail) continue;
        Judged j{std::move(cands[i]), Tokens(f.output), "", false};
        if (f.outcome == lang::Outcome::kError) {
          if (!j.tokens.empty()) continue;  // Thrown by an observation: not a clean test.
          j.exception = f.message;
        } else if (j.tokens.empty() || j.tokens[0] != std::string(kCalled)) {
          continue;
        } else {
          j.tokens.erase(j.tokens.begin());
        }
        // Long values make unreadable tests (and javac caps a constant at 65535 bytes).
        if (std::any_of(j.tokens.begin(), j.tokens.end(),
                        [](const std::string& t) { return t.size() > kMaxTokenBytes; })) {
          continue;
        }
        j.reveals = f.outcome != b.outcome || f.message != b.message || f.output != b.output;
        out.push_back(std::move(j));
      }
      return out;
    }
    const absl::Status& error = on_fixed.ok() ? on_buggy.status() : on_fixed.status();
    int line = ErrorLine(error, file);
    auto bad = std::find_if(probe.lines.begin(), probe.lines.end(),
                            [&](const auto& r) { return r.first <= line && line <= r.second; });
    if (line == 0 || bad == probe.lines.end() || attempt > 200) {
      return absl::InternalError(
          absl::StrCat("held-out probe does not compile: ", error.message()));
    }
    cands.erase(cands.begin() + (bad - probe.lines.begin()));
  }
  return std::vector<Judged>{};
}

// The exceptions of the subset (and of the project) that are proper subclasses of `name`.
std::vector<std::string> Subclasses(const ClassMap& classes, const std::string& name) {
  static const std::map<std::string, std::string>* const kParents =
      new std::map<std::string, std::string>{
          {"NumberFormatException", "IllegalArgumentException"},
          {"IllegalArgumentException", "RuntimeException"},
          {"ArrayIndexOutOfBoundsException", "IndexOutOfBoundsException"},
          {"StringIndexOutOfBoundsException", "IndexOutOfBoundsException"},
          {"IndexOutOfBoundsException", "RuntimeException"},
          {"ArithmeticException", "RuntimeException"},
          {"NullPointerException", "RuntimeException"},
          {"IllegalStateException", "RuntimeException"},
          {"ClassCastException", "RuntimeException"},
          {"NegativeArraySizeException", "RuntimeException"},
          {"UnsupportedOperationException", "RuntimeException"},
          {"RuntimeException", "Exception"}};
  auto parent = [&](const std::string& c) -> std::string {
    auto known = kParents->find(c);
    if (known != kParents->end()) return known->second;
    auto own = classes.find(c);
    return own == classes.end() ? "" : own->second.super;
  };
  std::vector<std::string> all;
  for (const auto& [c, p] : *kParents) all.push_back(c);
  for (const auto& [c, info] : classes) {
    if (IsThrowable(classes, c)) all.push_back(c);
  }
  std::vector<std::string> out;
  for (const std::string& c : all) {
    int depth = 0;
    for (std::string p = parent(c); !p.empty() && depth < 10; p = parent(p), ++depth) {
      if (p == name) {
        out.push_back(c);
        break;
      }
    }
  }
  // Most derived first, so that every catch clause is reachable.
  std::sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) {
    auto depth = [&](std::string c) {
      int d = 0;
      while (!(c = parent(c)).empty() && d < 10) ++d;
      return d;
    };
    return depth(a) != depth(b) ? depth(a) > depth(b) : a < b;
  });
  return out;
}

std::string RenderTest(const ClassMap& classes, const Judged& j, const std::string& name) {
  std::vector<std::string> lines;
  std::vector<std::string> subclasses;
  if (!j.exception.empty()) subclasses = Subclasses(classes, j.exception);
  if (!subclasses.empty()) {
    // A subclass of the expected exception must fail the test, which `expected` cannot say.
    lines.push_back("  @Test");
    lines.push_back(absl::StrCat("  public void ", name, "() {"));
    lines.push_back("    try {");
    for (const std::string& s : j.cand.setup) lines.push_back("      " + s);
    lines.push_back(absl::StrCat("      Assert.fail(\"expected ", j.exception, "\");"));
    for (const std::string& sub : subclasses) {
      lines.push_back(absl::StrCat("    } catch (", sub, " e) {"));
      lines.push_back(absl::StrCat("      Assert.fail(\"", sub, "\");"));
    }
    lines.push_back(absl::StrCat("    } catch (", j.exception, " e) {"));
    lines.push_back(absl::StrCat("      Assert.assertNotNull(e);"));
    lines.push_back("    }");
    lines.push_back("  }");
    return absl::StrJoin(lines, "\n");
  }
  if (j.exception.empty()) {
    lines.push_back("  @Test");
  } else {
    lines.push_back(absl::StrCat("  @Test(expected = ", j.exception, ".class)"));
  }
  lines.push_back(absl::StrCat("  public void ", name, "() {"));
  for (const std::string& s : j.cand.setup) lines.push_back("    " + s);
  if (j.exception.empty()) {
    size_t pos = 0;
    std::vector<std::string> asserts;
    for (const Obs& o : j.cand.obs) {
      if (!AssertObs(classes, o, j.tokens, pos, asserts)) return "";
    }
    if (pos != j.tokens.size()) return "";
    for (const std::string& s : asserts) lines.push_back("    " + s);
  }
  lines.push_back("  }");
  return absl::StrJoin(lines, "\n");
}

std::vector<const Method*> TargetMethods(const ClassMap& classes,
                                         const std::set<std::string>& files, InputDrawer& draw) {
  std::vector<const Method*> out;
  for (const auto& [name, info] : classes) {
    if (IsThrowable(classes, name)) continue;
    auto add = [&](const Method& m) {
      if (files.count(m.file) == 0) return;
      for (const std::string& p : m.params) {
        if (!draw.Drawable(p)) return;
      }
      if (!m.is_static && !m.is_ctor && draw.Creators(m.cls).empty()) return;
      out.push_back(&m);
    };
    for (const Method& m : info.ctors) add(m);
    for (const Method& m : info.methods) add(m);
  }
  return out;
}

// Which of `judged` fail on the buggy version once rendered as tests (exactly as they will be
// written: an expected exception also admits its subclasses, a 0.0 delta admits -0.0).
absl::StatusOr<std::vector<bool>> FailOnBuggy(const ClassMap& classes,
                                              const std::vector<lang::SourceFile>& buggy,
                                              const std::vector<Judged>& judged) {
  const std::string cls = "HeldoutReveal";
  std::vector<std::string> parts = {absl::StrCat("public class ", cls, " {")};
  std::vector<int> rendered(judged.size(), -1);
  int n = 0;
  for (size_t i = 0; i < judged.size(); ++i) {
    std::string test = RenderTest(classes, judged[i], absl::StrFormat("t%05d", n));
    if (test.empty()) continue;
    parts.push_back(test);
    rendered[i] = n++;
  }
  parts.push_back("}");
  std::vector<lang::SourceFile> tests = {{cls + ".java", absl::StrJoin(parts, "\n") + "\n"}};
  ASSIGN_OR_RETURN(std::vector<lang::TestResult> results, RunSuite(buggy, tests, {cls}));
  std::vector<bool> fails(judged.size(), false);
  for (size_t i = 0; i < judged.size(); ++i) {
    if (rendered[i] >= 0 && static_cast<size_t>(rendered[i]) < results.size()) {
      fails[i] = results[rendered[i]].outcome != lang::Outcome::kPass;
    }
  }
  return fails;
}

uint64_t Fnv1a(std::string_view text) {
  uint64_t h = 1469598103934665603ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

uint64_t DefaultHeldoutSeed(const std::string& bug_id) { return Fnv1a(bug_id) % 1000000007ull; }

absl::StatusOr<HeldoutSuite> GenerateHeldout(const Project& project, const Bug& bug, uint64_t seed,
                                             const HeldoutOptions& options) {
  std::vector<lang::SourceFile> fixed = ProgramSources(project, bug, /*buggy=*/false);
  std::vector<lang::SourceFile> buggy = ProgramSources(project, bug, /*buggy=*/true);
  ASSIGN_OR_RETURN(ClassMap classes, ReadClasses(fixed));

  LiteralPool pool;
  for (const auto& [name, text] : project.src) CollectLiterals(text, pool);
  std::error_code ec;
  if (std::filesystem::is_directory(project.dir / "tests", ec)) {
    for (const auto& entry : std::filesystem::directory_iterator(project.dir / "tests")) {
      ASSIGN_OR_RETURN(std::string text, ReadTextFile(entry.path()));
      CollectLiterals(text, pool);
    }
  }
  std::sort(pool.strings.begin(), pool.strings.end());
  std::sort(pool.chars.begin(), pool.chars.end());
  std::sort(pool.ints.begin(), pool.ints.end());
  std::sort(pool.doubles.begin(), pool.doubles.end());

  Rng rng(seed);
  std::set<std::string> sources(bug.meta.sources().begin(), bug.meta.sources().end());
  InputDrawer plain(classes, pool, rng, false);
  std::vector<const Method*> targets = TargetMethods(classes, sources, plain);
  if (targets.empty()) {
    return absl::FailedPreconditionError(absl::StrCat(bug.folder, ": no testable method"));
  }
  HeldoutSuite suite;
  std::vector<Judged> kept;
  // Phase 1: every method of the classes under repair.
  for (int round = 0; static_cast<int>(kept.size()) < options.min_tests; ++round) {
    if (round >= 30) {
      return absl::InternalError(absl::StrCat(bug.folder, ": only ", kept.size(),
                                              " usable held-out tests after ", suite.candidates,
                                              " candidates"));
    }
    std::vector<Candidate> cands;
    while (cands.size() < 64) {
      bool boost = rng.Bernoulli(0.2);
      InputDrawer draw(classes, pool, rng, boost);
      const Method& m = *targets[rng.Below(targets.size())];
      ++suite.candidates;
      if (std::optional<Candidate> c = DrawCandidate(classes, m, draw, rng, boost)) {
        cands.push_back(std::move(*c));
      }
    }
    ASSIGN_OR_RETURN(std::vector<Judged> judged, Judge(classes, fixed, buggy, std::move(cands)));
    for (Judged& j : judged) {
      if (static_cast<int>(kept.size()) < options.min_tests) kept.push_back(std::move(j));
    }
  }
  // Phase 2: the methods the fix changes, with extreme inputs and the bug's test literals.
  ASSIGN_OR_RETURN(std::vector<bool> kept_fail, FailOnBuggy(classes, buggy, kept));
  bool revealed = std::find(kept_fail.begin(), kept_fail.end(), true) != kept_fail.end();
  if (!revealed) {
    ASSIGN_OR_RETURN(std::string diff, ReadTextFile(bug.dir / "fix.diff"));
    ASSIGN_OR_RETURN(std::vector<FilePatch> patches, ParseUnifiedDiff(diff));
    std::vector<const Method*> changed;
    for (const FilePatch& patch : patches) {
      std::vector<int> lines = ChangedNewLines(patch);
      for (const Method* m : targets) {
        if (m->file != patch.new_name) continue;
        bool hit = std::any_of(lines.begin(), lines.end(),
                               [&](int l) { return m->first_line <= l && l <= m->last_line; });
        if (hit) changed.push_back(m);
      }
    }
    if (changed.empty()) changed = targets;  // A private helper or a field: go through all.
    LiteralPool focus;
    for (const std::string& t : bug.meta.tests()) {
      if (t.rfind("../", 0) == 0) continue;
      ASSIGN_OR_RETURN(std::string text, ReadTextFile(bug.dir / t));
      CollectLiterals(text, focus);
    }
    LiteralPool targeted = pool;
    for (const std::string& t : focus.strings) CollectLiterals(t, targeted);
    targeted.strings.insert(targeted.strings.end(), focus.strings.begin(), focus.strings.end());
    int found = 0;
    for (int drawn = 0; drawn < options.max_targeted && found < options.max_revealing;) {
      std::vector<Candidate> cands;
      while (cands.size() < 100 && drawn < options.max_targeted) {
        ++drawn;
        ++suite.candidates;
        bool boost = rng.Bernoulli(0.6);
        InputDrawer draw(classes, targeted, rng, boost, &focus);
        const Method& m = rng.Bernoulli(0.6) ? *changed[rng.Below(changed.size())]
                                             : *targets[rng.Below(targets.size())];
        if (std::optional<Candidate> c = DrawCandidate(classes, m, draw, rng, boost)) {
          cands.push_back(std::move(*c));
        }
      }
      ASSIGN_OR_RETURN(std::vector<Judged> judged, Judge(classes, fixed, buggy, std::move(cands)));
      std::erase_if(judged, [](const Judged& j) { return !j.reveals; });
      ASSIGN_OR_RETURN(std::vector<bool> fails, FailOnBuggy(classes, buggy, judged));
      for (size_t i = 0; i < judged.size(); ++i) {
        if (fails[i] && found < options.max_revealing) {
          kept.push_back(std::move(judged[i]));
          ++found;
        }
      }
    }
  }

  suite.class_name = absl::StrCat(CapitalizedProject(project.name), bug.number, "Heldout");
  suite.file_name = absl::StrCat("heldout/", suite.class_name, ".java");
  std::vector<std::string> parts = {
      absl::StrCat("// Held-out tests of ", bug.folder,
                   ", generated by aprgrid-heldout from the fixed version (seed ", seed, ")."),
      absl::StrCat("// Do not edit: regenerate with `aprgrid-heldout --subjects subjects --bug ",
                   bug.folder, "`."),
      absl::StrCat("public class ", suite.class_name, " {")};
  for (const Judged& j : kept) {
    std::string test = RenderTest(classes, j, absl::StrFormat("test%03d", suite.tests));
    if (test.empty()) continue;
    if (suite.tests > 0) parts.push_back("");
    parts.push_back(test);
    ++suite.tests;
  }
  parts.push_back("}");
  suite.source = absl::StrJoin(parts, "\n") + "\n";

  std::vector<lang::SourceFile> tests = {{suite.class_name + ".java", suite.source}};
  ASSIGN_OR_RETURN(std::vector<lang::TestResult> on_fixed,
                   RunSuite(fixed, tests, {suite.class_name}));
  for (const lang::TestResult& r : on_fixed) {
    if (r.outcome != lang::Outcome::kPass) {
      return absl::InternalError(
          absl::StrCat(bug.folder, ": generated test ", r.name,
                       " does not pass on the fixed version: ", lang::FormatResult(r, false)));
    }
  }
  ASSIGN_OR_RETURN(std::vector<lang::TestResult> on_buggy,
                   RunSuite(buggy, tests, {suite.class_name}));
  suite.failing_on_buggy = CountNotPassing(on_buggy);
  return suite;
}

std::string WithHeldoutFields(const std::string& text, const std::string& file, uint64_t seed) {
  std::vector<std::string> kept;
  for (const std::string& line : std::vector<std::string>(absl::StrSplit(text, '\n'))) {
    std::string trimmed = line.substr(std::min(line.find_first_not_of(' '), line.size()));
    if (trimmed.starts_with("heldout:") || trimmed.starts_with("heldout_seed:")) continue;
    kept.emplace_back(line);
  }
  while (!kept.empty() && kept.back().empty()) kept.pop_back();
  kept.push_back(absl::StrCat("heldout: \"", file, "\""));
  kept.push_back(absl::StrCat("heldout_seed: ", seed));
  return absl::StrJoin(kept, "\n") + "\n";
}

}  // namespace aprgrid::subjects
