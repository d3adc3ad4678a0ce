#include "worker/crf/data/characteristics.h"

#include <algorithm>
#include <functional>

#include "absl/container/inlined_vector.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::crf {
namespace {

using lang::Kind;
using lang::Node;

bool IsPrimitive(const std::string& t) {
  return t == "int" || t == "long" || t == "double" || t == "boolean" || t == "char" ||
         t == "byte" || t == "short" || t == "float";
}
bool IsVariable(Kind k) { return k == Kind::kVariableAccess || k == Kind::kFieldAccess; }
bool IsLogical(const Node& n) {
  return n.kind == Kind::kBinaryOperator && (n.value == "&&" || n.value == "||");
}

void Walk(const Node& n, const std::function<void(const Node&)>& f) {
  f(n);
  for (const auto& c : n.children) Walk(*c, f);
}
bool ContainsNull(const Node& n) {
  bool found = false;
  Walk(n, [&](const Node& x) { found = found || (x.kind == Kind::kLiteral && x.value == "null"); });
  return found;
}
bool ContainsNot(const Node& n) {
  bool found = false;
  Walk(n,
       [&](const Node& x) { found = found || (x.kind == Kind::kUnaryOperator && x.value == "!"); });
  return found;
}

// Levenshtein distance; short identifiers only, so the quadratic table is fine.
int Levenshtein(const std::string& a, const std::string& b) {
  absl::InlinedVector<int, 48> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = static_cast<int>(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    int diag = row[0];
    row[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      int up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

std::string OperatorKind(const std::string& op) {
  if (op == "&&" || op == "||") return "logical";
  if (op == "&" || op == "|" || op == "^") return "bitwise";
  if (op == "==" || op == "!=" || op == "<" || op == ">" || op == "<=" || op == ">=") {
    return "comparison";
  }
  if (op == "<<" || op == ">>" || op == ">>>") return "shift";
  return "arithmetic";
}

// The guard kinds of the ifs/whiles above `n` (inside their bodies or conditions).
void Guards(const Node& n, bool* null_guard, bool* normal_guard, bool* in_try) {
  for (const Node* p = n.parent; p != nullptr; p = p->parent) {
    if ((p->kind == Kind::kIf || p->kind == Kind::kWhile) && p->size() > 0) {
      (ContainsNull(*p->child(0)) ? *null_guard : *normal_guard) = true;
    }
    if (p->kind == Kind::kConditional) {
      (ContainsNull(*p->child(0)) ? *null_guard : *normal_guard) = true;
    }
    if (p->kind == Kind::kTry) *in_try = true;
  }
}

std::string StatementKind(const Node* s) {
  return s == nullptr ? "none" : std::string(lang::KindName(s->kind));
}

// A method's declarations of locals and parameters: name -> type text, package-qualified.
void Locals(const Node& method, const lang::SourcePackages& packages,
            absl::flat_hash_map<std::string, std::string>& out) {
  Walk(method, [&](const Node& x) {
    if ((x.kind == Kind::kLocalVarDecl || x.kind == Kind::kParam || x.kind == Kind::kForEach ||
         x.kind == Kind::kCatch) &&
        x.size() > 0 && x.child(0)->kind == Kind::kType) {
      out.emplace(x.value, packages.QualifiedTypeText(x.file, x.child(0)->value));
    }
  });
}

// The method a call's argument list belongs to, and the argument's index there.
bool ArgumentOf(const Node& n, const Node** call, int* index) {
  const Node* p = n.parent;
  if (p == nullptr || p->kind != Kind::kMethodCall) return false;
  int i = n.IndexInParent();
  if (i == 0) return false;  // The target.
  *call = p;
  *index = i - 1;
  return true;
}

}  // namespace

ClassContext::ClassContext(const Node& class_decl, const Node& unit,
                           const CharacteristicOptions& options)
    : options_(options),
      packages_(unit),
      class_name_(packages_.QualifiedTypeText(class_decl.file, class_decl.value)) {
  if (class_decl.size() > 0) {
    extends_exception_ = absl::StrContains(class_decl.child(0)->value, "Exception");
  }
  // Every class of the unit, member types included (their ClassDecls are among the members).
  std::vector<const Node*> classes;
  std::function<void(const Node&)> collect = [&](const Node& n) {
    for (const auto& c : n.children) {
      if (c->kind != Kind::kClassDecl) continue;
      classes.push_back(c.get());
      collect(*c);
    }
  };
  collect(unit);
  for (const Node* cls : classes) {
    for (const auto& m : cls->children) {
      if (m->kind == Kind::kMethodDecl) {
        MethodInfo& info = methods_[m->value];
        ++info.declarations;
        info.return_type = packages_.QualifiedTypeText(m->file, m->child(0)->value);
        for (const auto& p : m->child(1)->children) {
          if (p->size() > 0) {
            info.param_types.push_back(packages_.QualifiedTypeText(p->file, p->child(0)->value));
          }
        }
      }
      if (m->kind == Kind::kFieldDecl && cls == &class_decl && m->size() > 0) {
        field_types_[m->value] = packages_.QualifiedTypeText(m->file, m->child(0)->value);
      }
    }
  }
  Walk(class_decl, [&](const Node& x) {
    bool null_guard = false, normal_guard = false, in_try = false;
    if (x.kind == Kind::kMethodCall) {
      called_.insert(x.value);
      Guards(x, &null_guard, &normal_guard, &in_try);
      if (null_guard) null_guarded_calls_.insert(x.value);
      if (normal_guard) normal_guarded_calls_.insert(x.value);
      if (in_try) try_calls_.insert(x.value);
      for (size_t i = 1; i < x.size(); ++i) {
        const Node& arg = *x.child(i);
        std::string key = absl::StrCat(x.value, "/", i - 1);
        if (IsVariable(arg.kind)) call_args_[key].insert("var:" + arg.value);
        if (arg.kind == Kind::kMethodCall) call_args_[key].insert("call:" + arg.value);
      }
    }
    if (IsVariable(x.kind)) {
      bool write =
          x.parent != nullptr && x.parent->kind == Kind::kAssignment && x.IndexInParent() == 0;
      if (field_types_.contains(x.value)) ++(write ? field_writes_ : field_reads_)[x.value];
      Guards(x, &null_guard, &normal_guard, &in_try);
      auto it = field_types_.find(x.value);
      if (it != field_types_.end()) {
        if (null_guard) null_guarded_types_.insert(it->second);
        if (normal_guard) normal_guarded_types_.insert(it->second);
      }
    }
  });
}

bool ClassContext::Similar(const std::string& a, const std::string& b) const {
  if (a == b) return false;
  int limit =
      std::max(1, static_cast<int>(options_.similar_name_ratio * std::max(a.size(), b.size())));
  // The distance is at least the difference in length.
  const size_t length_difference = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  if (length_difference > static_cast<size_t>(limit)) return false;
  return Levenshtein(a, b) <= limit;
}

std::string ClassContext::TypeOf(const std::string& name, const Node& method) const {
  absl::flat_hash_map<std::string, std::string> locals;
  Locals(method, packages_, locals);
  if (auto it = locals.find(name); it != locals.end()) return it->second;
  if (auto it = field_types_.find(name); it != field_types_.end()) return it->second;
  return "";
}

void ClassContext::VariableCharacteristics(const Node& n, const Node& statement, const Node& method,
                                           std::vector<std::string>& out) const {
  absl::flat_hash_map<std::string, std::string> locals;
  Locals(method, packages_, locals);
  bool is_local = locals.contains(n.value);
  std::string type = is_local ? locals[n.value] : TypeOf(n.value, method);
  if (!type.empty()) {
    out.push_back(IsPrimitive(type) ? "V1" : "V2");
    if (type == class_name_) out.push_back("V3");
  }
  bool compatible_var = false, similar_var = false;
  auto consider = [&](const std::string& name, const std::string& t) {
    if (name == n.value) return;
    compatible_var = compatible_var || (!type.empty() && t == type);
    similar_var = similar_var || Similar(name, n.value);
  };
  for (const auto& [name, t] : locals) consider(name, t);
  for (const auto& [name, t] : field_types_) consider(name, t);
  if (compatible_var) out.push_back("V4");
  bool param_compatible = false, return_compatible = false, similar_method = false;
  for (const auto& [name, info] : methods_) {
    for (const auto& p : info.param_types) param_compatible = param_compatible || p == type;
    return_compatible = return_compatible || (!type.empty() && info.return_type == type);
    similar_method = similar_method || Similar(name, n.value);
  }
  if (param_compatible && !type.empty()) out.push_back("V5");
  if (return_compatible) out.push_back("V6");
  if (is_local) {
    // Reads and writes of the local earlier in the method (pre-order before the statement).
    bool read = false, written = false, reached = false;
    std::function<void(const Node&)> scan = [&](const Node& x) {
      if (&x == &statement) reached = true;
      if (reached) return;
      if (x.kind == Kind::kVariableAccess && x.value == n.value) {
        bool write =
            x.parent != nullptr && x.parent->kind == Kind::kAssignment && x.IndexInParent() == 0;
        (write ? written : read) = true;
      }
      if ((x.kind == Kind::kLocalVarDecl || x.kind == Kind::kParam) && x.value == n.value) {
        written = written || x.kind == Kind::kParam || x.size() > 1;
      }
      for (const auto& c : x.children) scan(*c);
    };
    scan(method);
    if (!read) out.push_back("V7");
    if (!written) out.push_back("V8");
  } else if (field_types_.contains(n.value)) {
    int reads_here = 0, writes_here = 0;
    Walk(statement, [&](const Node& x) {
      if (IsVariable(x.kind) && x.value == n.value) {
        bool write =
            x.parent != nullptr && x.parent->kind == Kind::kAssignment && x.IndexInParent() == 0;
        ++(write ? writes_here : reads_here);
      }
    });
    auto count = [](const absl::flat_hash_map<std::string, int>& m, const std::string& k) {
      auto it = m.find(k);
      return it == m.end() ? 0 : it->second;
    };
    if (count(field_reads_, n.value) <= reads_here) out.push_back("V9");
    if (count(field_writes_, n.value) <= writes_here) out.push_back("V10");
  }
  if (!type.empty() && null_guarded_types_.contains(type)) out.push_back("V11");
  if (!type.empty() && normal_guarded_types_.contains(type)) out.push_back("V12");
  const Node* call;
  int index;
  if (ArgumentOf(n, &call, &index)) {
    auto it = call_args_.find(absl::StrCat(call->value, "/", index));
    if (it != call_args_.end()) {
      // Each emitted once (see M9/M10 in CallCharacteristics).
      bool other_var_argument = false, call_argument = false;
      for (const auto& k : it->second) {
        other_var_argument =
            other_var_argument || (absl::StartsWith(k, "var:") && k != "var:" + n.value);
        call_argument = call_argument || absl::StartsWith(k, "call:");
      }
      if (other_var_argument) out.push_back("V13");
      if (call_argument) out.push_back("V14");
    }
  }
  if (similar_var) out.push_back("V15");
  if (similar_method) out.push_back("V16");
}

void ClassContext::CallCharacteristics(const Node& n, const Node& /*statement*/, const Node& method,
                                       std::vector<std::string>& out) const {
  auto it = methods_.find(n.value);
  std::string type = it == methods_.end() ? "" : it->second.return_type;
  if (!type.empty() && type != "void") {
    out.push_back(IsPrimitive(type) ? "M1" : "M2");
    for (const auto& p : it->second.param_types) {
      if (p == type) {
        out.push_back("M3");
        break;
      }
    }
  }
  absl::flat_hash_map<std::string, std::string> locals;
  Locals(method, packages_, locals);
  bool var_compatible = false, var_similar = false;
  auto consider = [&](const std::string& name, const std::string& t) {
    var_compatible = var_compatible || (!type.empty() && t == type);
    var_similar = var_similar || Similar(name, n.value);
  };
  for (const auto& [name, t] : locals) consider(name, t);
  for (const auto& [name, t] : field_types_) consider(name, t);
  if (var_compatible) out.push_back("M4");
  bool other_return = false, other_similar = false;
  for (const auto& [name, info] : methods_) {
    if (name == n.value) continue;
    other_return = other_return || (!type.empty() && info.return_type == type);
    other_similar = other_similar || Similar(name, n.value);
  }
  for (const auto& name : called_) other_similar = other_similar || Similar(name, n.value);
  if (other_return) out.push_back("M5");
  if (null_guarded_calls_.contains(n.value)) out.push_back("M6");
  if (normal_guarded_calls_.contains(n.value)) out.push_back("M7");
  if (try_calls_.contains(n.value)) out.push_back("M8");
  const Node* call;
  int index;
  if (ArgumentOf(n, &call, &index)) {
    auto args = call_args_.find(absl::StrCat(call->value, "/", index));
    if (args != call_args_.end()) {
      // Boolean characteristics, each emitted once: iterating the set to emit one per argument
      // kind made their number and order depend on the hash table's layout.
      bool var_argument = false, other_call_argument = false;
      for (const auto& k : args->second) {
        var_argument = var_argument || absl::StartsWith(k, "var:");
        other_call_argument =
            other_call_argument || (absl::StartsWith(k, "call:") && k != "call:" + n.value);
      }
      if (var_argument) out.push_back("M9");
      if (other_call_argument) out.push_back("M10");
    }
  }
  if (absl::StartsWith(n.value, "get")) out.push_back("M11");
  if (it != methods_.end() && it->second.declarations > 1) out.push_back("M12");
  if (var_similar) out.push_back("M13");
  if (other_similar) out.push_back("M14");
}

std::vector<std::string> ClassContext::Characteristics(const Node& n, const Node& statement,
                                                       const Node& method) const {
  std::vector<std::string> out;
  if (IsVariable(n.kind)) VariableCharacteristics(n, statement, method, out);
  if (n.kind == Kind::kMethodCall) CallCharacteristics(n, statement, method, out);
  if (n.kind == Kind::kLiteral) {
    const std::string& v = n.value;
    std::string kind = v == "null"                   ? "null"
                       : v == "true" || v == "false" ? "boolean"
                       : !v.empty() && v[0] == '"'   ? "string"
                       : !v.empty() && v[0] == '\''  ? "char"
                                                     : "number";
    out.push_back("LIT_" + kind);
    if (v == "0" || v == "1") out.push_back("LIT_0or1");
  }
  if (n.kind == Kind::kBinaryOperator) {
    out.push_back("BO1_" + OperatorKind(n.value));
    if (IsLogical(n)) {
      bool has_not = false, has_null = false, has_01 = false;
      for (const auto& c : n.children) {
        has_not = has_not || ContainsNot(*c);
        has_null = has_null || ContainsNull(*c);
        Walk(*c, [&](const Node& x) {
          has_01 = has_01 || (x.kind == Kind::kLiteral && (x.value == "0" || x.value == "1"));
        });
      }
      if (has_not) out.push_back("BO2");
      if (has_null) out.push_back("BO3");
      if (has_01) out.push_back("BO4");
    }
  }
  if (IsLogicalExpressionRoot(n)) {
    // Atoms: the maximal sub-expressions that are not && / ||.
    std::vector<const Node*> atoms;
    std::function<void(const Node&)> collect = [&](const Node& x) {
      if (IsLogical(x)) {
        for (const auto& c : x.children) collect(*c);
      } else {
        atoms.push_back(&x);
      }
    };
    collect(n);
    bool has_not = false, bare = false, null_atom = false, normal_atom = false;
    for (const Node* a : atoms) {
      has_not = has_not || ContainsNot(*a);
      bare = bare || IsVariable(a->kind);
      (ContainsNull(*a) ? null_atom : normal_atom) = true;
    }
    out.push_back("LE");
    if (has_not) out.push_back("LE1");
    if (bare) out.push_back("LE2");
    if (null_atom && normal_atom) out.push_back("LE3");
  }
  return out;
}

std::vector<std::string> ClassContext::StatementCharacteristics(const Node& s,
                                                                const Node& method) const {
  std::vector<std::string> out;
  out.push_back("S1_" + StatementKind(&s));
  out.push_back("S2_" + StatementKind(s.PrevSibling()));
  out.push_back("S3_" + StatementKind(s.NextSibling()));
  const Node* parent = s.parent;
  while (parent != nullptr && parent->kind == Kind::kBlock) parent = parent->parent;
  out.push_back("S4_" + (parent != nullptr && lang::IsStatement(parent->kind)
                             ? StatementKind(parent)
                             : std::string("method")));
  bool throws = false;
  Walk(method, [&](const Node& x) { throws = throws || x.kind == Kind::kThrow; });
  if (throws || extends_exception_) out.push_back("S5");
  return out;
}

}  // namespace aprgrid::crf
