// The method compiler's generics (generics.h): generic types of expressions, javac's
// compatibility checks of type arguments, the casts erasure needs, and type argument inference
// for generic methods and the diamond.
#include <algorithm>
#include <functional>
#include <utility>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

bool Plainish(const GType* g) { return g == nullptr || g->kind == GType::Kind::kPlain; }

// What a type argument means where a value is read (its upper bound).
const GType* ReadBound(const TypeTable& tt, const GType* a, const TypeVar* v) {
  if (!a->IsWildcard()) return a;
  return a->bound_kind == GType::Bound::kExtends ? a->bound : tt.Plain(v->erasure);
}

}  // namespace

absl::StatusOr<const GType*> MethodCompiler::GTypeHere(const Node& type_node) {
  const std::string& text = type_node.value;
  if (text.find('<') == std::string::npos) {
    std::string_view base = text;
    while (base.ends_with("[]")) base.remove_suffix(2);
    bool static_ref = false;
    if (LocalTypeNamed(base) >= 0 ||
        FindTypeParameter(table_, type_node, base, cls_, &static_ref) == nullptr) {
      ASSIGN_OR_RETURN(Type t, ResolveTypeHere(type_node));
      if (t.base == Base::kRef && !table_.cls(t.cls).type_params.empty()) {
        return table_.types->Class(t.cls, {}, t.dims, t);  // Raw.
      }
      return table_.types->Plain(t);
    }
  }
  return ResolveGType(table_, ctx_.files, type_node, cls_);
}

absl::StatusOr<CExpr> MethodCompiler::AssignableG(const Node& where, CExpr e, Type to,
                                                  const GType* to_g) {
  const GType* from = GOf(e);
  if (!Plainish(to_g) && to_g->IsWildcard()) {
    // A parameter of a `? extends` or `?` receiver (its capture) takes only null (JLS 5.1.10).
    if (!e.type.IsNull()) {
      return Error(where, Cat("incompatible types: ", GTypeName(table_, from),
                              " cannot be converted to CAP#1"));
    }
    return e;
  }
  if (!Plainish(to_g) && to_g->kind == GType::Kind::kVar && e.type.IsPrimitive()) {
    return Error(where, Cat("incompatible types: ", TypeName(e.type), " cannot be converted to ",
                            GTypeName(table_, to_g)));
  }
  ASSIGN_OR_RETURN(CExpr out, Assignable(where, std::move(e), to));
  if (Plainish(to_g)) return out;
  if (!GenericAssignable(table_, out.type.IsPrimitive() ? table_.types->Plain(out.type) : from,
                         to_g)) {
    return Error(where, Cat("incompatible types: ", GTypeName(table_, from),
                            " cannot be converted to ", GTypeName(table_, to_g)));
  }
  out.g = to_g;
  return out;
}

CExpr MethodCompiler::ViewAs(CExpr e, const GType* g) {
  if (g == nullptr) return e;
  const Type to = g->erased;
  if (to != e.type && to.IsReference() && !table_.IsSubtype(e.type, to)) {
    CExpr c;
    c.code = Make<nodes::CheckCast>(e.code, to);
    c.type = to;
    uncast_[c.code] = {e.code, e.type};
    e = std::move(c);
  }
  e.g = Plainish(g) ? nullptr : g;
  return e;
}

absl::Status MethodCompiler::GenericCall(const Node& call, const MethodInfo& m,
                                         const GType* receiver, std::span<const CExpr> args,
                                         const GType* target, std::vector<const GType*>* gparams,
                                         const GType** gret) {
  const TypeTable& tt = *table_.types;
  *gret = nullptr;
  gparams->clear();
  if (m.gparams.empty() && m.gret == nullptr) return absl::OkStatus();
  const ClassInfo& owner = table_.cls(m.owner);
  const GType* view = nullptr;
  if (receiver != nullptr && !m.is_static && !owner.type_params.empty()) {
    view = AsSuper(table_, receiver, m.owner);
  }
  const bool raw_view =
      view != nullptr && (view->kind != GType::Kind::kClass || view->args.empty());
  auto member = [&](const GType* g, bool param) -> absl::StatusOr<const GType*> {
    if (g == nullptr || view == nullptr) return g;
    if (raw_view) return tt.Subst(g, owner.type_params, {});
    if (param) {
      bool wild = false;
      for (const GType* a : view->args) wild = wild || a->IsWildcard();
      if (wild) {
        if (g->kind == GType::Kind::kVar && g->dims == 0 && g->var->method < 0) {
          const GType* a = view->args[static_cast<size_t>(g->var->index)];
          if (!a->IsWildcard()) return a;
          return a->bound_kind == GType::Bound::kSuper ? a->bound : a;  // CAP#1 takes null only.
        }
        if (TypeTable::HasVars(g)) {
          return Error(call,
                       "calls through wildcard-parameterized types with such parameters are "
                       "outside the subject language");
        }
      }
    }
    return tt.Subst(g, owner.type_params, view->args);
  };
  for (const GType* p : m.gparams) {
    ASSIGN_OR_RETURN(const GType* s, member(p, true));
    gparams->push_back(s);
  }
  ASSIGN_OR_RETURN(*gret, member(m.gret, false));
  if (m.type_params.empty() || raw_view) return absl::OkStatus();
  // Inference of the method's type arguments (JLS 18.5.1, the common cases): from each argument
  // whose parameter is T, T[] or C<..T..>, then from the target type of the call.
  const size_t n = m.type_params.size();
  std::vector<const GType*> inferred(n, nullptr);
  auto index_of = [&](const TypeVar* v) -> int {
    for (size_t i = 0; i < n; ++i) {
      if (m.type_params[i] == v) return static_cast<int>(i);
    }
    return -1;
  };
  auto record = [&](int i, const GType* a) {
    if (a == nullptr || a->erased.IsNull()) return;
    if (a->erased.IsPrimitive())
      a = tt.Plain(Type::Class(static_cast<int16_t>(BoxClassOf(a->erased))));
    const GType*& cur = inferred[static_cast<size_t>(i)];
    if (cur == nullptr || cur == a) {
      cur = a;
    } else if (table_.IsSubtype(a->erased, cur->erased) && GenericAssignable(table_, a, cur)) {
      // `cur` already covers `a`.
    } else if (table_.IsSubtype(cur->erased, a->erased) && GenericAssignable(table_, cur, a)) {
      cur = a;
    } else {
      cur = tt.Plain(table_.LeastUpperBound(cur->erased, a->erased));
    }
  };
  // `C<? super T>` against C<X> bounds T from above (T <: X): used only for a T nothing else
  // gives a type (javac then infers X).
  std::vector<std::pair<const GType*, const GType*>> uppers;
  std::function<void(const GType*, const GType*)> unify = [&](const GType* p, const GType* a) {
    if (p == nullptr || a == nullptr) return;
    if (p->kind == GType::Kind::kVar) {
      int i = index_of(p->var);
      if (i < 0) return;
      if (p->dims == 0) {
        record(i, a);
      } else if (a->dims >= p->dims && a->erased.dims >= p->dims) {
        const GType* elem =
            a->kind == GType::Kind::kPlain
                ? tt.Plain(Type{a->erased.base, static_cast<uint8_t>(a->erased.dims - p->dims),
                                a->erased.cls})
                : tt.WithDims(a, -p->dims);
        if (!elem->erased.IsPrimitive()) record(i, elem);
      }
      return;
    }
    if (p->kind == GType::Kind::kWildcard) {
      if (p->bound == nullptr) return;
      const GType* b = a->IsWildcard() && a->bound ? a->bound : a;
      if (p->bound_kind == GType::Bound::kSuper) {
        uppers.emplace_back(p->bound, b);
      } else {
        unify(p->bound, b);
      }
      return;
    }
    if (p->kind != GType::Kind::kClass || p->args.empty() || p->dims != 0) return;
    const GType* v = AsSuper(table_, a, p->cls);
    if (v == nullptr || v->kind != GType::Kind::kClass || v->args.size() != p->args.size()) return;
    for (size_t j = 0; j < p->args.size(); ++j) {
      const GType* va = v->args[j];
      if (va->IsWildcard()) {
        if (p->args[j]->IsWildcard() && va->bound != nullptr) unify(p->args[j], va);
        continue;
      }
      unify(p->args[j], va);
    }
  };
  const bool varargs = VariableArity(m, args);
  for (size_t i = 0; i < args.size() && i < gparams->size(); ++i) {
    const GType* p = (*gparams)[std::min(i, gparams->size() - 1)];
    if (varargs && i + 1 >= gparams->size()) p = tt.WithDims(p, -1);
    unify(p, GOf(args[i]));
  }
  if (target != nullptr && *gret != nullptr && !target->erased.IsPrimitive()) unify(*gret, target);
  if (target != nullptr && *gret != nullptr && target->erased.IsPrimitive() &&
      (*gret)->kind == GType::Kind::kVar && (*gret)->dims == 0) {
    unify(*gret, target);
  }
  for (const auto& [p, a] : uppers) {
    if (p->kind != GType::Kind::kVar || p->dims != 0 || a->IsWildcard()) continue;
    const int i = index_of(p->var);
    if (i >= 0 && inferred[static_cast<size_t>(i)] == nullptr) record(i, a);
  }
  for (size_t i = 0; i < n; ++i) {
    if (inferred[i] == nullptr) {
      // No constraint: the bound (JLS 18.4), erased when it mentions variables.
      const TypeVar* v = m.type_params[i];
      inferred[i] = v->bounds.empty() || TypeTable::HasVars(v->bounds[0]) ? tt.Plain(v->erasure)
                                                                          : v->bounds[0];
    }
  }
  // Explicit type arguments (JLS 15.12.2.1, `Util.<String>f()`) take the inferred ones' place:
  // as many as the method's type parameters, each within its bounds.
  const std::vector<const Node*> explicit_args = ExplicitTypeArguments(call);
  if (!explicit_args.empty()) {
    const std::string head =
        Cat("method ", m.name, " in class ", owner.name, " cannot be applied to given types (");
    if (explicit_args.size() != n) {
      return Error(call, Cat(head, "wrong number of type arguments; required ", n, ")"));
    }
    for (size_t i = 0; i < n; ++i) {
      ASSIGN_OR_RETURN(inferred[i], GTypeHere(*explicit_args[i]));
    }
    for (size_t i = 0; i < n; ++i) {
      const TypeVar* v = m.type_params[i];
      bool within = !inferred[i]->erased.IsPrimitive();
      std::string bounds;
      for (const GType* b : v->bounds) {
        const GType* sb = tt.Subst(b, m.type_params, inferred);
        within = within && table_.IsSubtype(inferred[i]->erased, sb->erased) &&
                 GenericAssignable(table_, inferred[i], sb);
        Append(bounds, bounds.empty() ? "" : ",", GTypeName(table_, sb));
      }
      if (!within) {
        return Error(call, Cat(head, "explicit type argument ", GTypeName(table_, inferred[i]),
                               " does not conform to declared bound(s) ",
                               bounds.empty() ? "Object" : bounds, ")"));
      }
    }
  }
  for (size_t i = 0; i < n; ++i) {  // JLS 18.3: the bounds hold for the inferred types.
    for (const GType* b : m.type_params[i]->bounds) {
      const GType* sb = tt.Subst(b, m.type_params, inferred);
      if (!table_.IsSubtype(inferred[i]->erased, sb->erased) ||
          !GenericAssignable(table_, inferred[i], sb)) {
        return Error(call, Cat("incompatible types: inferred type does not conform to upper "
                               "bound(s)\n    inferred: ",
                               GTypeName(table_, inferred[i]),
                               "\n    upper bound(s): ", GTypeName(table_, sb)));
      }
    }
  }
  for (const GType*& p : *gparams) p = tt.Subst(p, m.type_params, inferred);
  if (*gret != nullptr) *gret = tt.Subst(*gret, m.type_params, inferred);
  return absl::OkStatus();
}

absl::StatusOr<const GType*> MethodCompiler::NewType(const Node& e, int cls, const GType* target,
                                                     const MethodInfo& ctor,
                                                     std::span<const CExpr> args) {
  const TypeTable& tt = *table_.types;
  const size_t lt = e.value.find('<');
  if (lt == std::string::npos) return nullptr;
  const ClassInfo& c = table_.cls(cls);
  if (!e.value.ends_with("<>")) {
    Node type(Kind::kType, e.value);
    type.file = e.file;
    type.line = e.line;
    type.col = e.col;
    type.parent = const_cast<Node*>(&e);
    ASSIGN_OR_RETURN(const GType* g, ResolveGType(table_, ctx_.files, type, cls_));
    for (const GType* a : g->args) {
      if (a->IsWildcard()) {
        return Error(e, Cat("unexpected type\n  required: class or interface without bounds\n"
                            "  found:    ",
                            GTypeName(table_, a)));
      }
    }
    return g;
  }
  if (c.type_params.empty()) {
    return Error(e, Cat("cannot infer type arguments for ", c.name,
                        "\n  reason: cannot use '<>' with non-generic class ", c.name));
  }
  // The diamond (JLS 15.9.3): the target's type arguments, else those the constructor's
  // arguments give, else the parameters' bounds.
  const size_t n = c.type_params.size();
  std::vector<const GType*> inferred(n, nullptr);
  if (target != nullptr && target->kind == GType::Kind::kClass && target->dims == 0 &&
      !target->args.empty()) {
    if (target->cls == cls) {
      for (size_t i = 0; i < n; ++i) inferred[i] = ReadBound(tt, target->args[i], c.type_params[i]);
    } else {
      // A supertype's arguments, when the class passes its own parameters straight to it.
      const GType* sup = AsSuper(table_, SelfType(table_, cls), target->cls);
      for (size_t j = 0; sup != nullptr && j < sup->args.size() && j < target->args.size(); ++j) {
        const GType* a = sup->args[j];
        if (a->kind == GType::Kind::kVar && a->dims == 0 && a->var->owner_class == cls &&
            a->var->method < 0) {
          inferred[static_cast<size_t>(a->var->index)] = ReadBound(tt, target->args[j], a->var);
        }
      }
    }
  }
  for (size_t i = 0; i < args.size() && i < ctor.gparams.size(); ++i) {
    const GType* p = ctor.gparams[i];
    if (p->kind != GType::Kind::kVar || p->dims != 0 || p->var->owner_class != cls) continue;
    const GType*& cur = inferred[static_cast<size_t>(p->var->index)];
    if (cur != nullptr) continue;
    const GType* a = GOf(args[i]);
    if (a->erased.IsNull()) continue;
    if (a->erased.IsPrimitive()) {
      a = tt.Plain(Type::Class(static_cast<int16_t>(BoxClassOf(a->erased))));
    }
    cur = a;
  }
  for (size_t i = 0; i < n; ++i) {
    if (inferred[i] == nullptr) inferred[i] = tt.Plain(c.type_params[i]->erasure);
  }
  return tt.Class(static_cast<int16_t>(cls), std::move(inferred), 0,
                  Type::Class(static_cast<int16_t>(cls)));
}

absl::StatusOr<CExpr> MethodCompiler::ExpressionWithTarget(const Node& e, const GType* target) {
  if (e.kind == Kind::kNew || e.kind == Kind::kMethodCall) target_g_ = target;
  absl::StatusOr<CExpr> out = Expression(e);
  target_g_ = nullptr;
  return out;
}

const GType* MethodCompiler::IterableElement(const CExpr& e) const {
  const GType* view = AsSuper(table_, GOf(e), kIterableClass);
  if (view == nullptr || view->kind != GType::Kind::kClass || view->args.empty()) return nullptr;
  const TypeVar* t = table_.cls(kIterableClass).type_params[0];
  return ReadBound(*table_.types, view->args[0], t);
}

absl::StatusOr<const Expr*> MethodCompiler::IterableElementConversion(const Node& s,
                                                                      const GType* elem, Type var,
                                                                      const GType* var_g,
                                                                      int* elem_slot) {
  *elem_slot = num_slots_++;
  CExpr raw;
  raw.code = Make<nodes::Local>(*elem_slot);
  raw.type = kObjectType;
  raw.local = *elem_slot;
  raw.may_throw = false;
  const Type elem_type = elem->erased;
  if (var.IsReference()) {
    // The element's type must be assignable to the variable's (javac's message names both).
    if (!table_.IsSubtype(elem_type, var)) {
      CExpr typed = raw;
      typed.type = elem_type;
      RETURN_IF_ERROR(Assignable(s, std::move(typed), var).status());
    }
    if (var_g != nullptr && !GenericAssignable(table_, elem, var_g)) {
      return Error(s, Cat("incompatible types: ", GTypeName(table_, elem),
                          " cannot be converted to ", GTypeName(table_, var_g)));
    }
    // javac casts next()'s Object to the variable's erased type (Lower: `(T) #i.next()`).
    if (var == kObjectType) return nullptr;
    return Make<nodes::CheckCast>(raw.code, var);
  }
  // A primitive variable: the cast to the element's erasure, then unboxing and widening.
  CExpr typed;
  typed.code = elem_type == kObjectType ? raw.code : Make<nodes::CheckCast>(raw.code, elem_type);
  typed.type = elem_type;
  ASSIGN_OR_RETURN(CExpr conv, Assignable(s, std::move(typed), var));
  return conv.code;
}

}  // namespace aprgrid::lang
