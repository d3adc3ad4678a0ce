// PAR's expression templates (docs/rl-operator-selection.md, section 6.8): FunRep, ExpRep, ExpAdd,
// ExpRem, CasterMut, CasteeMut. ParRep, ParAdd and ParRem stay out of every arm set (as in the
// paper) and never apply here.
#include <cstdlib>
#include <set>

#include "worker/lang/packages.h"
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

std::vector<const Node*> OfKind(const Node& t, Kind kind) {
  std::vector<const Node*> out;
  for (const Node* n : internal::OwnExpressionNodes(t)) {
    if (n->kind == kind) out.push_back(n);
  }
  return out;
}

// The if/?: conditions of the statement's own expressions.
std::vector<const Node*> Conditions(const Node& t) {
  std::vector<const Node*> out;
  if (t.kind == Kind::kIf) out.push_back(t.child(0));
  for (const Node* c : OfKind(t, Kind::kConditional)) out.push_back(c->child(0));
  return out;
}

bool IsJunction(const Node& e) {
  return e.kind == Kind::kBinaryOperator && (e.value == "&&" || e.value == "||");
}

struct Term {
  const Node* expr;
  std::string text;
  int line;
};

void AddTerms(const Node& cond, std::vector<Term>& out, std::set<std::string>& seen) {
  std::string text = Text(cond);
  if (seen.insert(text).second) out.push_back({&cond, text, ProgramFacts::LineOf(cond)});
  if (IsJunction(cond)) {
    AddTerms(*cond.child(0), out, seen);
    AddTerms(*cond.child(1), out, seen);
  }
}

// Boolean terms of the conditions of `t`'s method whose variables are visible at `t`.
std::vector<Term> MethodTerms(const Node& t, const ProgramFacts& facts) {
  std::vector<Term> out;
  const Node* method = ProgramFacts::EnclosingMethod(t);
  if (method == nullptr) return out;
  std::set<std::string> seen;
  std::vector<const Node*> stack{method};
  std::vector<const Node*> conds;
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    switch (n->kind) {
      case Kind::kIf:
      case Kind::kWhile:
      case Kind::kConditional:
        conds.push_back(n->child(0));
        break;
      case Kind::kDoWhile:
        conds.push_back(n->child(1));
        break;
      case Kind::kFor:
        if (n->child(1)->kind != Kind::kNone) conds.push_back(n->child(1));
        break;
      default:
        break;
    }
    for (size_t i = n->size(); i > 0; --i) stack.push_back(n->child(i - 1));
  }
  std::vector<Term> all;
  for (const Node* c : conds) AddTerms(*c, all, seen);
  for (Term& term : all) {
    bool visible = true;
    for (const std::string& name : FreeVariableNames(*term.expr, facts)) {
      if (!facts.FindVariable(t, name)) visible = false;
    }
    if (visible) out.push_back(std::move(term));
  }
  return out;
}

double Closeness(int a, int b) { return 1.0 / (1.0 + std::abs(a - b)); }

// Method ids callable on class `cls`: declared there, then inherited through the vtable.
std::vector<const lang::MethodInfo*> MethodsOf(const lang::ClassTable& table, int cls) {
  std::vector<const lang::MethodInfo*> out;
  std::set<int> seen;
  for (int id : table.cls(cls).methods) {
    if (seen.insert(id).second) out.push_back(&table.method(id));
  }
  for (int id : table.cls(cls).vtable) {
    if (seen.insert(id).second) out.push_back(&table.method(id));
  }
  return out;
}

// Java's widening primitive conversions and reference subtyping (no boxing).
bool AssignmentCompatible(const lang::ClassTable& table, lang::Type from, lang::Type to) {
  if (table.IsSubtype(from, to)) return true;
  if (!from.IsPrimitive() || !to.IsPrimitive()) return false;
  return from.base != to.base && lang::WidensPrimitive(from, to);
}

// JaRFly's compatibleMethodMatch for FunRep: as many parameters, each of the called method's
// parameter types assignment-compatible with the candidate's.
template <typename Params>
bool AssignableParams(const lang::ClassTable& table, const Params& mine, const Params& theirs) {
  if (mine.size() != theirs.size()) return false;
  for (size_t i = 0; i < mine.size(); ++i) {
    if (!AssignmentCompatible(table, mine[i], theirs[i])) return false;
  }
  return true;
}

std::vector<std::string> FunAlternatives(const Node& call, const ProgramFacts& facts) {
  std::vector<std::string> out;
  int cls = facts.ReceiverClass(call);
  if (cls < 0) return out;
  size_t arity = call.size() - 1;
  const lang::MethodInfo* current = nullptr;
  for (const lang::MethodInfo* m : facts.table().FindMethods(cls, call.value)) {
    if (!m->is_ctor && m->params.size() == arity) {
      current = m;
      break;
    }
  }
  if (current == nullptr) return out;
  std::set<std::string> seen{current->name};
  const lang::Node* caller = ProgramFacts::EnclosingClass(call);
  const int from = caller == nullptr ? -1 : facts.ClassOfDecl(*caller);
  const lang::Kind receiver_kind = call.child(0)->kind;
  const int receiver = receiver_kind == Kind::kNone || receiver_kind == Kind::kThis ? -1 : cls;
  for (const lang::MethodInfo* m : MethodsOf(facts.table(), cls)) {
    if (m->is_ctor || m->is_static != current->is_static) continue;
    // A method of another package that the call's class may not use would not compile
    // (JLS 6.6); without packages every class is in one package and nothing is left out.
    if (facts.table().has_packages && from >= 0 &&
        !lang::MemberAccessible(facts.table(), from, m->owner,
                                lang::AccessOf(facts.table(), m->owner, m->decl, false),
                                m->is_static, receiver, false)) {
      continue;
    }
    if (!AssignableParams(facts.table(), current->params, m->params)) continue;
    if (!facts.table().IsSubtype(m->ret, current->ret)) continue;
    if (m->name.starts_with("<") || !seen.insert(m->name).second) continue;
    out.push_back(m->name);
  }
  return out;
}

}  // namespace

std::optional<bool> AppliesParExpr(Operator op, const Node& t, const OperatorEnv&) {
  switch (op) {
    case Operator::kFunRep:
      return !OfKind(t, Kind::kMethodCall).empty();
    case Operator::kExpRep:
    case Operator::kExpAdd:
      return !Conditions(t).empty();
    case Operator::kExpRem:
      for (const Node* c : Conditions(t)) {
        if (IsJunction(*c)) return true;
      }
      return false;
    case Operator::kCasterMut:
    case Operator::kCasteeMut:
      return !OfKind(t, Kind::kCast).empty();
    case Operator::kParRep:
    case Operator::kParAdd:
    case Operator::kParRem:
    case Operator::kSwap:
      return false;
    default:
      return std::nullopt;
  }
}

std::vector<Candidate> ParExprCandidates(Operator op, const Node& t, const OperatorEnv& env) {
  std::vector<Candidate> out;
  auto replace_in = [&](const Node& old, NodePtr with, double weight) {
    if (with) {
      out.push_back(MakeCandidate(op, EditAction::kReplace, t,
                                  internal::CloneReplacing(t, old, std::move(with)), weight));
    }
  };
  int line = ProgramFacts::LineOf(t);
  switch (op) {
    case Operator::kFunRep:
      for (const Node* call : OfKind(t, Kind::kMethodCall)) {
        for (const std::string& name : FunAlternatives(*call, env.facts)) {
          NodePtr renamed = lang::Clone(*call);
          renamed->value = name;
          replace_in(*call, std::move(renamed), 1);
        }
      }
      break;
    case Operator::kExpRep:
    case Operator::kExpAdd: {
      std::vector<Term> terms = MethodTerms(t, env.facts);
      for (const Node* cond : Conditions(t)) {
        std::string cond_text = Text(*cond);
        for (const Term& term : terms) {
          if (term.text == cond_text) continue;
          double w = Closeness(term.line, line);
          if (op == Operator::kExpRep) {
            replace_in(*cond, lang::Clone(*term.expr), w);
          } else {
            replace_in(*cond, ParseExpr("(" + cond_text + ") && (" + term.text + ")"), w);
            replace_in(*cond, ParseExpr("(" + cond_text + ") || (" + term.text + ")"), w);
          }
        }
      }
      break;
    }
    case Operator::kExpRem:
      for (const Node* cond : Conditions(t)) {
        if (!IsJunction(*cond)) continue;
        replace_in(*cond, lang::Clone(*cond->child(0)), 1);
        replace_in(*cond, lang::Clone(*cond->child(1)), 1);
      }
      break;
    case Operator::kCasterMut: {
      std::set<std::string> types;
      if (t.kind == Kind::kLocalVarDecl) types.insert(t.child(0)->value);
      for (const Node* n : internal::OwnExpressionNodes(t)) {
        if (n->kind == Kind::kCast || n->kind == Kind::kInstanceOf) {
          types.insert(n->child(n->kind == Kind::kCast ? 0 : 1)->value);
        }
        if (n->kind == Kind::kNew) types.insert(n->value);
      }
      for (const Node* cast : OfKind(t, Kind::kCast)) {
        for (const std::string& type : types) {
          if (type == cast->child(0)->value) continue;
          NodePtr type_node = lang::MakeNode(Kind::kType, type);
          out.push_back(
              MakeCandidate(op, EditAction::kReplace, t,
                            internal::CloneReplacing(t, *cast->child(0), std::move(type_node))));
        }
      }
      break;
    }
    case Operator::kCasteeMut:
      for (const Node* cast : OfKind(t, Kind::kCast)) {
        std::string operand = Text(*cast->child(1));
        std::set<std::string> seen{operand};
        for (const Node* n : internal::OwnExpressionNodes(t)) {
          bool value = n->kind == Kind::kVariableAccess || n->kind == Kind::kFieldAccess ||
                       n->kind == Kind::kMethodCall || n->kind == Kind::kArrayAccess;
          if (!value || env.facts.IsClassReference(*n)) continue;
          bool inside = false;
          for (const Node* a = n; a != nullptr; a = a->parent) inside |= a == cast;
          if (inside || !seen.insert(Text(*n)).second) continue;
          replace_in(*cast->child(1), lang::Clone(*n), 1);
        }
      }
      break;
    default:
      break;
  }
  return out;
}

}  // namespace aprgrid::repair
