#include "worker/subjects/heldout_inputs.h"

#include <cstdint>
#include <span>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace aprgrid::subjects::heldout {

bool InputDrawer::Drawable(const std::string& type, int depth) const {
  if (IsPrimitive(type) || type == "String" || type == "Object") return true;
  if (IsArray(type)) return !IsArray(ElementType(type)) && Drawable(ElementType(type), depth);
  if (depth > 3) return true;  // Deep enough: null.
  auto it = classes_.find(type);
  return it != classes_.end() && !IsThrowable(classes_, type);
}

std::vector<const Method*> InputDrawer::Creators(const std::string& cls) const {
  std::vector<const Method*> out;
  auto self = classes_.find(cls);
  bool abstract_type = self != classes_.end() && self->second.is_abstract;
  for (const auto& [name, info] : classes_) {
    if (name == cls && !info.is_abstract) {
      for (const Method& c : info.ctors) out.push_back(&c);
    }
    // An abstract class or an interface: the constructors of its concrete subtypes.
    if (abstract_type && name != cls && !info.is_abstract && !IsThrowable(classes_, name) &&
        IsSubtype(classes_, name, cls)) {
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

std::vector<const Method*> InputDrawer::Producers(const std::string& type) const {
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

std::string InputDrawer::Value(const std::string& type, int depth) {
  std::vector<std::string>& seen = drawn_[type];
  if (!seen.empty() && rng_.Bernoulli(boost_ ? 0.3 : 0.1)) return seen[rng_.Below(seen.size())];
  std::string v = FreshValue(type, depth);
  seen.push_back(v);
  return v;
}

std::string InputDrawer::FreshValue(const std::string& type, int depth) {
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
  // The small types as casts of the wider ones' values (docs/subject-language.md, "Programs").
  if (type == "byte" || type == "short")
    return absl::StrCat("(", type, ") ", JavaIntLiteral(Int()));
  if (type == "float") return absl::StrCat("(float) ", Double());
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

std::string InputDrawer::Object(const std::string& cls, int depth, bool allow_null) {
  std::string null = absl::StrCat("(", cls, ") null");
  if (allow_null && rng_.Bernoulli(boost_ ? 0.12 : 0.05)) return null;
  auto info = classes_.find(cls);
  if (info != classes_.end() && !info->second.enum_constants.empty()) {
    const std::vector<std::string>& constants = info->second.enum_constants;
    return absl::StrCat(cls, ".", constants[rng_.Below(constants.size())]);
  }
  std::vector<const Method*> creators = Creators(cls);
  if (creators.empty() || depth > 3) return null;
  const Method& c = *creators[rng_.Below(creators.size())];
  std::vector<std::string> args;
  for (const std::string& p : c.params) args.push_back(Value(p, depth + 1));
  std::string call = absl::StrCat("(", absl::StrJoin(args, ", "), ")");
  if (c.is_ctor) return absl::StrCat("new ", c.cls, call);  // c.cls: maybe a subtype of cls.
  return absl::StrCat(c.cls, ".", c.name, call);
}

std::vector<std::string> InputDrawer::Args(const std::vector<std::string>& params) {
  std::vector<std::string> args;
  for (const std::string& p : params) args.push_back(Value(p, 0));
  return args;
}

int64_t InputDrawer::Int() {
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

int64_t InputDrawer::Long() {
  if (rng_.Bernoulli(0.1)) return rng_.Bernoulli(0.5) ? INT64_MAX : INT64_MIN;
  if (rng_.Bernoulli(0.1)) return static_cast<int64_t>(rng_.Next());
  return Int();
}

std::string InputDrawer::Double() {
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

std::string InputDrawer::Char() {
  static constexpr std::string_view kAlphabet = "aAzZ09 _-.,;:+*/()=!?#@xq";
  uint64_t r = rng_.Below(100);
  if (r < 30 && !pool_.chars.empty()) return pool_.chars[rng_.Below(pool_.chars.size())];
  char c =
      r < 70 ? kAlphabet[rng_.Below(kAlphabet.size())] : static_cast<char>(32 + rng_.Below(95));
  if (c == '\'' || c == '\\') return absl::StrCat("'\\", std::string(1, c), "'");
  return absl::StrCat("'", std::string(1, c), "'");
}

std::string InputDrawer::RandomText(size_t max_len) {
  static constexpr std::string_view kAlphabet = "abcxyzABCXYZ0123456789  -_,.;:+*/()=#\t";
  std::string s;
  size_t n = rng_.Below(max_len + 1);
  for (size_t i = 0; i < n; ++i) s += kAlphabet[rng_.Below(kAlphabet.size())];
  return s;
}

std::string InputDrawer::PoolString() { return pool_.strings[rng_.Below(pool_.strings.size())]; }

std::string InputDrawer::String() {
  if (focus_ != nullptr && !focus_->strings.empty() && rng_.Bernoulli(0.4)) {
    return focus_->strings[rng_.Below(focus_->strings.size())];
  }
  uint64_t r = rng_.Below(100);
  if (r < (boost_ ? 12u : 6u)) return "(String) null";
  if (r < 18) return "\"\"";
  bool pool = !pool_.strings.empty();
  if (r < 48 && pool) return PoolString();
  if (r < 58 && pool) {
    // Drawn right operand first, as gcc evaluated the call's arguments before this was
    // sequenced (a clang build drew them the other way round).
    std::string right = PoolString();
    return absl::StrCat(PoolString(), " + ", right);
  }
  if (r < (boost_ ? 80u : 93u)) return JavaStringLiteral(RandomText(10));
  std::string digits = rng_.Bernoulli(0.5) ? "-" : "";
  size_t n = 9 + rng_.Below(12);
  for (size_t i = 0; i < n; ++i) digits += static_cast<char>('0' + rng_.Below(10));
  return JavaStringLiteral(rng_.Bernoulli(0.5) ? digits : absl::StrCat("1 + ", digits));
}

bool Observable(const ClassMap& classes, const std::string& type) {
  if (IsPrimitive(type) || type == "String") return true;
  if (IsArray(type)) {
    std::string e = ElementType(type);
    return IsPrimitive(e) || e == "String";
  }
  return classes.count(type) > 0;
}

Obs ObserveObject(const ClassMap& classes, const std::string& expr, const std::string& type,
                  Rng& rng) {
  Obs obs{expr, type, {}};
  if (IsEnum(classes, type)) obs.queries.push_back({expr + ".name()", "String", {}});
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

}  // namespace aprgrid::subjects::heldout
