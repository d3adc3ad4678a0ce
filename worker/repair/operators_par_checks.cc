// PAR's bound, null and cast-guard templates (docs/rl-operator-selection.md, section 6.8):
// NullCheck, RangeCheck, SizeCheck, LBoundSet, UBoundSet, OffByOne, CastCheck, ObjInit.
#include <algorithm>
#include <set>

#include "worker/lang/parser.h"
#include "worker/repair/operators.h"
#include "worker/repair/operators_internal.h"

namespace aprgrid::repair {
namespace {

using internal::MakeCandidate;
using internal::ParseExpr;
using internal::Text;
using lang::Kind;
using lang::Node;
using lang::NodePtr;
using rl::Operator;

bool IsPrimitiveType(std::string_view t) {
  return t == "int" || t == "long" || t == "double" || t == "char" || t == "boolean" ||
         t == "short" || t == "byte" || t == "float";
}

bool Wrappable(const Node& t) { return t.kind != Kind::kLocalVarDecl && t.kind != Kind::kBlock; }

std::vector<const Node*> OfKind(const Node& t, Kind kind) {
  std::vector<const Node*> out;
  for (const Node* n : internal::OwnExpressionNodes(t)) {
    if (n->kind == kind) out.push_back(n);
  }
  return out;
}

// Receivers dereferenced by the statement's own expressions, distinct by text.
std::vector<const Node*> Receivers(const Node& t, const ProgramFacts& facts) {
  std::vector<const Node*> out;
  std::set<std::string> seen;
  for (const Node* n : internal::OwnExpressionNodes(t)) {
    if ((n->kind != Kind::kMethodCall && n->kind != Kind::kFieldAccess) || n->size() == 0) {
      continue;
    }
    const Node* r = n->child(0);
    if (r->kind == Kind::kNone || r->kind == Kind::kThis || r->kind == Kind::kSuper ||
        r->kind == Kind::kLiteral || r->kind == Kind::kNew || facts.IsClassReference(*r)) {
      continue;
    }
    if (seen.insert(Text(*r)).second) out.push_back(r);
  }
  return out;
}

// Array accesses whose index is a variable visible before the statement (and not final).
std::vector<const Node*> VariableIndexed(const Node& t, const ProgramFacts& facts) {
  std::vector<const Node*> out;
  for (const Node* a : OfKind(t, Kind::kArrayAccess)) {
    const Node* idx = a->child(1);
    if (idx->kind != Kind::kVariableAccess) continue;
    auto v = facts.FindVariable(t, idx->value);
    if (v && !v->is_final && v->type == "int") out.push_back(a);
  }
  return out;
}

bool Within(const Node* n, const Node* ancestor) {
  for (; n != nullptr; n = n->parent) {
    if (n == ancestor) return true;
  }
  return false;
}

const Node* LoopCondition(const Node& t) {
  if (t.kind == Kind::kWhile) return t.child(0);
  if (t.kind == Kind::kFor && t.child(1)->kind != Kind::kNone) return t.child(1);
  return nullptr;
}

// Guards `t` with `cond_text`: conjoined into a loop condition holding `site`, else a wrap.
void AddGuard(Operator op, const Node& t, const Node* site, const std::string& cond_text,
              std::vector<Candidate>& out) {
  const Node* loop_cond = LoopCondition(t);
  if (loop_cond != nullptr && Within(site, loop_cond)) {
    NodePtr cond = ParseExpr(cond_text + " && (" + Text(*loop_cond) + ")");
    if (cond) {
      out.push_back(MakeCandidate(op, EditAction::kReplace, t,
                                  internal::CloneReplacing(t, *loop_cond, std::move(cond))));
    }
    return;
  }
  if (!Wrappable(t)) return;
  NodePtr cond = ParseExpr(cond_text);
  if (cond)
    out.push_back(MakeCandidate(op, EditAction::kReplace, t, internal::Guard(t, std::move(cond))));
}

void InsertBefore(Operator op, const Node& t, const std::string& stmt_text,
                  std::vector<Candidate>& out) {
  absl::StatusOr<NodePtr> s = lang::ParseStatement(stmt_text);
  if (s.ok()) out.push_back(MakeCandidate(op, EditAction::kInsertBefore, t, std::move(*s)));
}

// Variables of a user class passed as arguments, for ObjInit.
std::vector<std::pair<std::string, std::string>> ObjectArguments(const Node& t,
                                                                 const ProgramFacts& facts) {
  std::vector<std::pair<std::string, std::string>> out;
  std::set<std::string> seen;
  for (const Node* n : internal::OwnExpressionNodes(t)) {
    if (n->kind != Kind::kMethodCall && n->kind != Kind::kNew) continue;
    for (size_t i = n->kind == Kind::kMethodCall ? 1 : 0; i < n->size(); ++i) {
      const Node* arg = n->child(i);
      if (arg->kind != Kind::kVariableAccess) continue;
      auto v = facts.FindVariable(t, arg->value);
      if (!v || v->is_final) continue;
      int cls = facts.ClassOfType(v->type, t);
      if (cls < 0 || facts.table().cls(cls).builtin) continue;
      if (seen.insert(v->name).second) out.emplace_back(v->name, v->type);
    }
  }
  return out;
}

}  // namespace

std::optional<bool> AppliesParCheck(Operator op, const Node& t, const OperatorEnv& env) {
  switch (op) {
    case Operator::kNullCheck:
      return Wrappable(t) && !Receivers(t, env.facts).empty();
    case Operator::kRangeCheck:
    case Operator::kLBoundSet:
    case Operator::kUBoundSet:
    case Operator::kOffByOne:
      return !OfKind(t, Kind::kArrayAccess).empty();
    case Operator::kSizeCheck:
      for (const Node* c : OfKind(t, Kind::kMethodCall)) {
        if ((c->value == "get" || c->value == "charAt") && c->size() == 2) return true;
      }
      return false;
    case Operator::kCastCheck:
      for (const Node* c : OfKind(t, Kind::kCast)) {
        if (!IsPrimitiveType(c->child(0)->value)) return Wrappable(t);
      }
      return false;
    case Operator::kObjInit:
      return !ObjectArguments(t, env.facts).empty();
    default:
      return std::nullopt;
  }
}

std::vector<Candidate> ParCheckCandidates(Operator op, const Node& t, const OperatorEnv& env) {
  std::vector<Candidate> out;
  switch (op) {
    case Operator::kNullCheck: {
      // JaRFly's NullCheckOperation: one guard testing every receiver of the statement, innermost
      // first (the reverse of the visit order), so `a.b().c()` checks `a` before `a.b()`.
      std::vector<const Node*> receivers = Receivers(t, env.facts);
      if (receivers.empty()) break;
      std::reverse(receivers.begin(), receivers.end());
      std::string cond;
      // The guard goes into a loop condition only when every receiver is in it.
      const Node* site = receivers.front();
      const Node* loop_cond = LoopCondition(t);
      for (const Node* r : receivers) {
        if (!cond.empty()) cond += " && ";
        cond += "(" + Text(*r) + ") != null";
        if (loop_cond == nullptr || !Within(r, loop_cond)) site = r;
      }
      AddGuard(op, t, site, cond, out);
      break;
    }
    case Operator::kRangeCheck:
      for (const Node* a : VariableIndexed(t, env.facts)) {
        std::string i = a->child(1)->value;
        AddGuard(op, t, a, "0 <= " + i + " && " + i + " < (" + Text(*a->child(0)) + ").length",
                 out);
      }
      break;
    case Operator::kSizeCheck:
      for (const Node* c : OfKind(t, Kind::kMethodCall)) {
        if ((c->value != "get" && c->value != "charAt") || c->size() != 2) continue;
        if (c->child(0)->kind == Kind::kNone) continue;
        std::string size = c->value == "get" ? ".size()" : ".length()";
        std::string idx = "(" + Text(*c->child(1)) + ")";
        AddGuard(op, t, c, idx + " < (" + Text(*c->child(0)) + ")" + size + " && " + idx + " >= 0",
                 out);
      }
      break;
    case Operator::kLBoundSet:
      for (const Node* a : VariableIndexed(t, env.facts)) {
        const std::string& i = a->child(1)->value;
        InsertBefore(op, t, "if (" + i + " < 0) " + i + " = 0;", out);
      }
      break;
    case Operator::kUBoundSet:
      for (const Node* a : VariableIndexed(t, env.facts)) {
        const std::string& i = a->child(1)->value;
        std::string len = "(" + Text(*a->child(0)) + ").length";
        InsertBefore(op, t, "if (" + i + " >= " + len + ") " + i + " = " + len + " - 1;", out);
      }
      break;
    case Operator::kOffByOne:
      for (const Node* a : OfKind(t, Kind::kArrayAccess)) {
        const Node& idx = *a->child(1);
        for (const char* delta : {" + 1", " - 1"}) {
          NodePtr shifted = ParseExpr("(" + Text(idx) + ")" + delta);
          if (!shifted) continue;
          out.push_back(MakeCandidate(op, EditAction::kReplace, t,
                                      internal::CloneReplacing(t, idx, std::move(shifted))));
        }
      }
      break;
    case Operator::kCastCheck:
      for (const Node* c : OfKind(t, Kind::kCast)) {
        const std::string& type = c->child(0)->value;
        if (IsPrimitiveType(type) || type.find('[') != std::string::npos) continue;
        AddGuard(op, t, c, "(" + Text(*c->child(1)) + ") instanceof " + type, out);
      }
      break;
    case Operator::kObjInit:
      for (const auto& [name, type] : ObjectArguments(t, env.facts)) {
        InsertBefore(op, t, name + " = new " + type + "();", out);
      }
      break;
    default:
      break;
  }
  return out;
}

}  // namespace aprgrid::repair
