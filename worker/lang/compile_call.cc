// Names, field accesses, method calls and assignment targets.
#include <algorithm>
#include <utility>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_builtin.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/packages.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

bool Widening(Type from, Type to) { return WidensPrimitive(from, to); }

bool MethodConvertible(const ClassTable& t, Type from, Type to, bool boxing) {
  if (from == to) return true;
  if (Widening(from, to)) return true;
  if (from.IsReference() && to.IsReference()) return t.IsSubtype(from, to);
  if (!boxing) return false;
  // Phase 2 (JLS 15.12.2.3): boxing then widening reference, or unboxing then widening.
  if (from.IsPrimitive()) {
    return to.IsReference() && t.IsSubtype(Type::Class(static_cast<int16_t>(BoxClassOf(from))), to);
  }
  const Type prim = UnboxedType(from);
  return !prim.IsVoid() && to.IsPrimitive() && (prim == to || Widening(prim, to));
}

}  // namespace

const Expr* MethodCompiler::This() { return Make<nodes::Local>(0); }

int MethodCompiler::InitTarget(int cls) const {
  // Code of a class runs only once the class is initialised or being initialised, and a class's
  // superclasses are initialised before it (JLS 12.4.2), so those need no check.
  // Interfaces are not initialised with the classes that implement them (JLS 12.4.1).
  if (cls < kFirstUserClass || cls == cls_) return -1;
  if (table_.cls(cls).is_interface) return cls;
  return !table_.IsSubclass(cls_, cls) ? cls : -1;
}

const Expr* MethodCompiler::StaticLoadOf(const FieldInfo& f) {
  int init = InitTarget(f.owner);
  if (init < 0) return Make<nodes::StaticLoad>(f.slot);
  return Make<nodes::StaticLoadInit>(f.slot, init);
}

absl::Status MethodCompiler::CheckEnumStaticReference(const Node& where, const FieldInfo& f) {
  // JLS 8.9.2: an enum's constructors, instance initializers and instance variable initializers
  // (all compiled into its constructors) cannot name its static fields that are not constants:
  // they run while the constants are being created.
  if (method_ != nullptr && method_->is_ctor && table_.cls(cls_).is_enum && f.owner == cls_ &&
      f.is_static) {
    return Error(where, "illegal reference to static field from initializer");
  }
  return absl::OkStatus();
}

std::optional<CExpr> MethodCompiler::FieldConstant(const FieldInfo& f) {
  if (f.constant) return Constant(*f.constant, f.type);
  // A static final field of primitive or String type whose initialiser is a constant expression
  // is a constant variable (JLS 4.12.4): its uses are constant expressions (JLS 15.29), folded
  // here, and do not initialise its class (JLS 12.4.1).
  if (!f.is_static || !f.is_final || f.decl == nullptr || f.decl->size() < 2 ||
      !(f.type.IsPrimitive() || f.type.IsString()) || f.decl->child(1)->kind == Kind::kArrayInit) {
    return std::nullopt;
  }
  auto [it, inserted] = ctx_.field_constants.try_emplace(&f, std::nullopt);
  if (inserted) {
    // The initialiser as its own class's static initialiser sees it.
    MethodCompiler owner(ctx_, f.owner, nullptr);
    owner.hide_locals_ = true;
    const Node& init = *f.decl->child(1);
    absl::StatusOr<CExpr> c = owner.Expression(init);
    if (c.ok() && c->constant) {
      absl::StatusOr<CExpr> k = owner.Assignable(init, *c, f.type);
      if (k.ok() && k->constant) ctx_.field_constants[&f] = *k->constant;
    }
    it = ctx_.field_constants.find(&f);
  }
  if (!it->second) return std::nullopt;
  return Constant(*it->second, f.type);
}

absl::StatusOr<CExpr> MethodCompiler::Name(const Node& e) {
  if (const Local* l = FindLocal(e.value)) {
    if (!da_.Has(l->slot))
      return Error(e, Cat("variable ", e.value, " might not have been initialized"));
    if (l->constant) return Constant(*l->constant, l->type);
    CExpr c;
    c.code = Make<nodes::Local>(l->slot);
    c.type = l->type;
    c.local = l->slot;
    c.may_throw = false;
    c.g = l->g;
    return c;
  }
  if (std::optional<OuterLocal> v = FindOuterLocal(e.value)) return CapturedLocal(e, *v);
  int scope = cls_;
  const FieldInfo* f = FindVisibleField(e.value, &scope);
  if (f == nullptr) return Error(e, Cat("cannot find symbol: variable ", e.value));
  RETURN_IF_ERROR(CheckFieldAccess(e, *f, scope));
  CExpr c;
  c.type = f->type;
  if (f->is_static) {
    if (std::optional<CExpr> k = FieldConstant(*f)) return *k;
    RETURN_IF_ERROR(CheckEnumStaticReference(e, *f));
    c.code = StaticLoadOf(*f);
    c.may_throw = InitTarget(f->owner) >= 0;
    return c;
  }
  ASSIGN_OR_RETURN(const Expr* object,
                   EnclosingInstance(e, scope, false,
                                     Cat("non-static variable ", e.value,
                                         " cannot be referenced from a static context")));
  c.code = Make<nodes::FieldLoad>(object, f->slot);
  if (f->gtype == nullptr) return c;
  return ViewAs(std::move(c), MemberType(table_, SelfType(table_, scope), f->owner, f->gtype));
}

absl::StatusOr<CExpr> MethodCompiler::FieldAccess(const Node& e) {
  const Node& target = *e.child(0);
  const std::string& name = e.value;
  int c = FindClassName(target);
  if (c >= 0 || target.kind == Kind::kSuper) {
    int owner = c >= 0 ? c : table_.cls(cls_).super;
    const FieldInfo* f = table_.FindField(owner, name);
    if (f == nullptr) return Error(e, Cat("cannot find symbol: variable ", name));
    RETURN_IF_ERROR(CheckFieldAccess(e, *f, owner));
    CExpr out;
    out.type = f->type;
    if (f->is_static) {
      if (std::optional<CExpr> k = FieldConstant(*f)) return *k;
      out.code = StaticLoadOf(*f);
      return out;
    }
    if (c >= 0 || static_context_) {
      return Error(
          e, Cat("non-static variable ", name, " cannot be referenced from a static context"));
    }
    out.code = Make<nodes::FieldLoad>(This(), f->slot);
    if (f->gtype == nullptr) return out;
    return ViewAs(std::move(out), MemberType(table_, SelfType(table_, cls_), f->owner, f->gtype));
  }
  ASSIGN_OR_RETURN(CExpr t, Expression(target));
  CExpr out;
  if (t.type.IsArray()) {
    if (name != "length") return Error(e, Cat("cannot find symbol: variable ", name));
    if (const auto* local = dynamic_cast<const nodes::Local*>(t.code)) {
      out.code = Make<nodes::ArrayLengthL>(local->slot());
    } else {
      out.code = Make<nodes::ArrayLength>(t.code);
    }
    out.type = kIntType;
    return out;
  }
  if (t.type.dims != 0 || t.type.base != Base::kRef) {
    return Error(e, Cat(TypeName(t.type), " cannot be dereferenced"));
  }
  const FieldInfo* f = table_.FindField(t.type.cls, name);
  if (f == nullptr) return Error(e, Cat("cannot find symbol: variable ", name));
  RETURN_IF_ERROR(CheckFieldAccess(e, *f, t.type.cls));
  out.type = f->type;
  if (f->is_static) {
    out.code = Make<nodes::Sequence>(t.code, StaticLoadOf(*f));
    return out;
  }
  out.code = Make<nodes::FieldLoad>(t.code, f->slot);
  if (f->gtype == nullptr) return out;
  return ViewAs(std::move(out), MemberType(table_, GOf(t), f->owner, f->gtype));
}

absl::StatusOr<std::vector<CExpr>> MethodCompiler::Arguments(const Node& call, size_t first) {
  std::vector<CExpr> args;
  for (size_t i = first; i < call.size(); ++i) {
    if (call.child(i)->kind == Kind::kClassDecl) break;  // An anonymous class body.
    ASSIGN_OR_RETURN(CExpr a, Expression(*call.child(i)));
    if (a.type.IsVoid()) return Error(*call.child(i), "'void' type not allowed here");
    args.push_back(std::move(a));
  }
  return args;
}

bool MethodCompiler::VariableArity(const MethodInfo& m, std::span<const CExpr> args) const {
  // JLS 15.12.2.4: a variable arity method is invoked with its trailing arguments packed into an
  // array unless it applies by fixed arity (phases 1 and 2 come first, JLS 15.12.2.2-3).
  if (!m.is_varargs) return false;
  if (args.size() != m.params.size()) return true;
  return !MethodConvertible(table_, args.back().type, m.params.back(), true);
}

absl::StatusOr<std::vector<const Expr*>> MethodCompiler::Coerce(
    const Node& call, size_t first, const MethodInfo& m, std::vector<CExpr> args,
    std::span<const GType* const> gparams) {
  std::vector<const Expr*> out;
  const bool packed = VariableArity(m, args);
  const size_t fixed = packed ? m.params.size() - 1 : args.size();
  // A parameter's generic type at this call, and the erased type a value converts to for it.
  auto generic = [&](size_t i) -> const GType* {
    return i < gparams.size() ? gparams[i] : nullptr;
  };
  auto erased = [&](const GType* g, Type fallback) {
    return g == nullptr || g->IsWildcard() ? fallback : g->erased;
  };
  for (size_t i = 0; i < fixed; ++i) {
    const GType* g = generic(i);
    ASSIGN_OR_RETURN(CExpr a, AssignableG(*call.child(first + i), std::move(args[i]),
                                          erased(g, m.params[i]), g));
    out.push_back(a.code);
  }
  if (packed) {
    const GType* ga = generic(m.params.size() - 1);
    // javac creates the array of the inferred element type (`T...` with T = String: String[]).
    const Type array = ga != nullptr ? ga->erased : m.params.back();
    const GType* ge = ga != nullptr ? table_.types->WithDims(ga, -1) : nullptr;
    std::vector<const Expr*> elems;
    for (size_t i = fixed; i < args.size(); ++i) {
      ASSIGN_OR_RETURN(
          CExpr a, AssignableG(*call.child(first + i), std::move(args[i]), array.Element(), ge));
      elems.push_back(a.code);
    }
    out.push_back(Make<nodes::ArrayLiteral>(array, std::move(elems)));
  }
  return out;
}

absl::StatusOr<const MethodInfo*> MethodCompiler::Resolve(const Node& where,
                                                          std::span<const MethodInfo* const> cands,
                                                          std::span<const CExpr> args,
                                                          std::string_view what,
                                                          bool* none_applicable) {
  auto arg_list = [&]() { return Cat("(", TypeList(args), ")"); };
  for (bool boxing : {false, true}) {
    std::vector<const MethodInfo*> ok;
    for (const MethodInfo* m : cands) {
      if (m->params.size() != args.size()) continue;
      bool fits = true;
      for (size_t i = 0; i < args.size() && fits; ++i) {
        fits = MethodConvertible(table_, args[i].type, m->params[i], boxing);
      }
      if (fits) ok.push_back(m);
    }
    if (ok.empty()) continue;
    // The most specific method: its parameters convert to every other candidate's.
    for (const MethodInfo* m : ok) {
      bool best = true;
      for (const MethodInfo* o : ok) {
        if (o == m) continue;
        for (size_t i = 0; i < args.size() && best; ++i) {
          best = MethodConvertible(table_, m->params[i], o->params[i], false);
        }
      }
      if (best) return m;
    }
    return Error(where, Cat("reference to ", what, " is ambiguous"));
  }
  // Phase 3 (JLS 15.12.2.4): variable arity methods, the trailing arguments converted to the
  // element type of the last parameter.
  {
    std::vector<const MethodInfo*> ok;
    for (const MethodInfo* m : cands) {
      if (!m->is_varargs || args.size() + 1 < m->params.size()) continue;
      const size_t fixed = m->params.size() - 1;
      bool fits = true;
      for (size_t i = 0; i < args.size() && fits; ++i) {
        Type to = i < fixed ? m->params[i] : m->params.back().Element();
        fits = MethodConvertible(table_, args[i].type, to, true);
      }
      if (fits) ok.push_back(m);
    }
    // The most specific: for every argument position, its parameter type converts to the other's.
    auto param_at = [](const MethodInfo* m, size_t i) {
      return i + 1 < m->params.size() ? m->params[i] : m->params.back().Element();
    };
    // Two maximally specific ones (e.g. f(int, int...) and f(int...) for f(1, 2)) are ambiguous.
    std::vector<const MethodInfo*> best_ones;
    for (const MethodInfo* m : ok) {
      bool best = true;
      for (const MethodInfo* o : ok) {
        if (o == m) continue;
        size_t n = std::max({args.size(), m->params.size(), o->params.size()});
        for (size_t i = 0; i < n && best; ++i) {
          best = MethodConvertible(table_, param_at(m, i), param_at(o, i), false);
        }
      }
      if (best) best_ones.push_back(m);
    }
    if (best_ones.size() == 1) return best_ones[0];
    if (!ok.empty()) return Error(where, Cat("reference to ", what, " is ambiguous"));
  }
  if (none_applicable != nullptr) *none_applicable = true;
  if (cands.size() == 1) {
    const MethodInfo& m = *cands[0];
    const std::string req = TypeList(m.params);
    return Error(
        where,
        Cat(m.is_ctor ? "constructor " : "method ", what, " in class ", table_.cls(m.owner).name,
            " cannot be applied to given types (required: ", req.empty() ? "no arguments" : req,
            "; found: ", args.empty() ? "no arguments" : arg_list(), ")"));
  }
  return Error(where, Cat("no suitable ", cands[0]->is_ctor ? "constructor" : "method",
                          " found for ", what, arg_list()));
}

absl::StatusOr<const MethodInfo*> MethodCompiler::ResolveAccessible(
    const Node& where, std::span<const MethodInfo* const> cands, std::span<const CExpr> args,
    std::string_view what, const std::function<bool(const MethodInfo&)>& accessible) {
  std::vector<const MethodInfo*> usable;
  for (const MethodInfo* m : cands) {
    if (accessible(*m)) usable.push_back(m);
  }
  if (!usable.empty() && usable.size() != cands.size()) {
    bool none_applicable = false;
    absl::StatusOr<const MethodInfo*> m = Resolve(where, usable, args, what, &none_applicable);
    if (m.ok() || !none_applicable) return m;
  }
  return Resolve(where, cands, args, what);
}

absl::StatusOr<CExpr> MethodCompiler::MethodCall(const Node& e) {
  const GType* call_target = std::exchange(target_g_, nullptr);
  const Node& target = *e.child(0);
  const std::string& name = e.value;
  std::vector<const MethodInfo*> cands;
  const GType* receiver_g = nullptr;  // The receiver's generic type (null: a static call).
  Type receiver_type;                 // An expression receiver's erased type.
  const Expr* receiver = nullptr;
  bool implicit_this = false, is_super = false, static_only = false, final_receiver = false;
  int owner;
  bool outer_scope = false;  // Found in an enclosing class (JLS 15.12.1).
  if (target.kind == Kind::kNone) {
    owner = cls_;
    implicit_this = true;
    for (int k = table_.cls(cls_).outer; k >= 0 && table_.FindMethods(owner, name).empty();
         k = table_.cls(k).outer) {
      if (!table_.FindMethods(k, name).empty()) {
        owner = k;
        outer_scope = true;
      }
    }
  } else if (target.kind == Kind::kSuper) {
    if (static_context_) {
      return Error(target, "non-static variable super cannot be referenced from a static context");
    }
    owner = table_.cls(cls_).super;
    is_super = true;
    receiver = This();
    receiver_g = SelfType(table_, cls_);
  } else if (int c = FindClassName(target); c >= 0) {
    owner = c;
    static_only = true;
  } else {
    ASSIGN_OR_RETURN(CExpr t, Expression(target));
    if (t.type.IsArray()) {
      owner = kObjectClass;
    } else if (t.type.dims == 0 && t.type.base == Base::kRef) {
      owner = t.type.cls;
      final_receiver = table_.cls(owner).is_final;
    } else {
      return Error(e, Cat(TypeName(t.type), " cannot be dereferenced"));
    }
    receiver = t.code;
    receiver_g = t.g;
    receiver_type = t.type;
  }
  cands = table_.FindMethods(owner, name);
  ASSIGN_OR_RETURN(std::vector<CExpr> args, Arguments(e, 1));
  if (const char* why = OutsideLibraryMember(owner, name, args.size())) {
    return Error(
        e, Cat(table_.cls(owner).name, ".", name, " is outside the subject language (", why, ")"));
  }
  if (owner == kStringClass && name == "join" && args.size() == 2 &&
      args[1].type.base == Base::kRef && args[1].type.dims == 0 && args[1].type.cls >= 0 &&
      table_.IsSubclass(args[1].type.cls, kIterableClass)) {
    return Error(e,
                 "String.join(CharSequence, Iterable) is outside the subject language (the "
                 "CharSequence... form is provided)");
  }
  if (cands.empty()) {
    return Error(e, Cat("cannot find symbol: method ", name, "(", TypeList(args), ")"));
  }
  const int access_receiver = static_only || is_super || implicit_this ? -1 : owner;
  ASSIGN_OR_RETURN(const MethodInfo* m,
                   ResolveAccessible(e, cands, args, name, [&](const MethodInfo& c) {
                     // A package-access method that is no member of `owner` is not
                     // potentially applicable either (JLS 15.12.2.1: the members of the type
                     // searched), even where its package makes it accessible.
                     return (!c.is_private || PrivateAccessible(c.owner, owner)) &&
                            MethodAccessible(c, access_receiver, cls_) &&
                            (AccessOf(table_, c.owner, c.decl, false) != Access::kPackage ||
                             PackageMemberInherited(table_, owner, c.owner));
                   }));
  if (m->is_private && !PrivateAccessible(m->owner, owner)) {
    return Error(e, Cat(name, " has private access in ", table_.cls(m->owner).name));
  }
  RETURN_IF_ERROR(CheckMethodAccess(e, *m, access_receiver, cls_));
  if (AccessOf(table_, m->owner, m->decl, false) == Access::kPackage &&
      !PackageMemberInherited(table_, owner, m->owner)) {
    // Accessible from this package but not inherited through a class of another one: javac
    // finds no such member.
    return Error(e, Cat("cannot find symbol: method ", name, "(", TypeList(args), ")"));
  }
  if (is_super && m->is_abstract) {
    const std::string list = TypeList(m->params);
    return Error(e, Cat("abstract method ", name, "(", list, ") in ", table_.cls(m->owner).name,
                        " cannot be accessed directly"));
  }
  RETURN_IF_ERROR(CheckCallThrows(e, *m));
  if (m->owner == kStringClass && m->name == "format") {
    RETURN_IF_ERROR(CheckFormatCall(*e.child(1), args[0]));
  }
  if (m->owner == kEnumClass && m->name == "compareTo" && table_.cls(owner).is_enum &&
      !table_.IsSubtype(args[0].type, Type::Class(static_cast<int16_t>(owner)))) {
    // Enum<E>.compareTo(E) (JLS 8.9): only constants of the receiver's enum.
    return Error(*e.child(1), Cat("incompatible types: ", TypeName(args[0].type),
                                  " cannot be converted to ", table_.cls(owner).name));
  }
  std::vector<const GType*> gparams;
  const GType* gret = nullptr;
  if (!m->gparams.empty() || m->gret != nullptr) {  // Generics (generics_compile.cc).
    if (implicit_this) {
      receiver_g = SelfType(table_, owner);
    } else if (receiver_g == nullptr && receiver != nullptr && !is_super) {
      receiver_g = table_.types->Plain(receiver_type);
    }
    RETURN_IF_ERROR(GenericCall(e, *m, receiver_g, args, call_target, &gparams, &gret));
  }
  ASSIGN_OR_RETURN(std::vector<const Expr*> code_args, Coerce(e, 1, *m, std::move(args), gparams));
  CExpr out;
  out.type = m->ret;
  if (m->is_static) {
    if (int init = InitTarget(m->owner); init >= 0) {
      out.code = Make<nodes::StaticCallInit>(m, std::move(code_args), init);
    } else {
      out.code = DirectCall(m, std::move(code_args), false);
    }
    if (receiver != nullptr && !is_super) out.code = Make<nodes::Sequence>(receiver, out.code);
    return ViewAs(std::move(out), gret);
  }
  if (static_only || implicit_this) {
    const std::string list = TypeList(m->params);
    std::string error =
        Cat("non-static method ", name, "(", list, ") cannot be referenced from a static context");
    if (static_only) return Error(e, error);
    // An inner class calls its enclosing instance's methods (JLS 15.12.4.1).
    ASSIGN_OR_RETURN(receiver, EnclosingInstance(e, outer_scope ? owner : cls_, false, error));
  }
  code_args.insert(code_args.begin(), receiver);
  if (!is_super && table_.cls(m->owner).is_interface) {
    // JLS 15.12.4.4: the receiver's class implements the interface method (or inherits its
    // default); every class that can be the receiver's is in the fixed class table.
    std::vector<int> impl(table_.classes.size(), -1);
    for (const ClassInfo& c : table_.classes) {
      if (c.is_interface || !table_.IsSubclass(c.id, m->owner)) continue;
      for (int id : c.vtable) {
        const MethodInfo& v = table_.method(id);
        if (v.name == m->name && v.params == m->params) impl[static_cast<size_t>(c.id)] = id;
      }
    }
    out.code = Make<nodes::InterfaceCall>(std::move(impl), std::move(code_args));
    return ViewAs(std::move(out), gret);
  }
  bool dispatch = !is_super && !final_receiver && !m->is_private && m->vtable_slot >= 0 &&
                  table_.NeedsDispatch(owner, m->vtable_slot);
  out.code = dispatch ? Make<nodes::Call>(m, std::move(code_args), true, true)
                      : DirectCall(m, std::move(code_args), true);
  return ViewAs(std::move(out), gret);
}

const Expr* MethodCompiler::DirectCall(const MethodInfo* m, std::vector<const Expr*> args,
                                       bool has_receiver) {
  if (m->builtin != nullptr) {
    if (const Expr* c = nodes::MakeBuiltinCall(*ctx_.prog, *m, args, has_receiver)) return c;
  } else if (const Expr* c = nodes::MakeUserCall(*ctx_.prog, *m, args, has_receiver)) {
    return c;
  }
  return Make<nodes::Call>(m, std::move(args), has_receiver, false);
}

absl::StatusOr<const nodes::LValue*> MethodCompiler::LValueOf(const Node& e, Type* type, int* local,
                                                              bool compound, const GType** g) {
  *local = -1;
  const GType* scratch = nullptr;
  if (g == nullptr) g = &scratch;
  *g = nullptr;
  const GType* receiver_g = nullptr;
  const FieldInfo* f = nullptr;
  int scope = cls_;  // The class `f` was looked up in.
  const Expr* object = nullptr;
  if (e.kind == Kind::kVariableAccess) {
    if (const Local* l = FindLocal(e.value)) {
      if (compound && !da_.Has(l->slot)) {
        return Error(e, Cat("variable ", e.value, " might not have been initialized"));
      }
      if (l->resource)
        return Error(e, Cat("auto-closeable resource ", e.value, " may not be assigned"));
      if (l->is_final && (compound || da_.Has(l->slot))) {
        return Error(e, Cat("cannot assign a value to final variable ", e.value));
      }
      if (compound || da_.Has(l->slot)) reassigned_[static_cast<size_t>(l->var)] = 1;
      *type = l->type;
      *g = l->g;
      *local = l->slot;
      rethrows_.erase(l->slot);  // No longer effectively final: rethrows its declared type.
      return Make<nodes::LocalLv>(l->slot);
    }
    if (FindOuterLocal(e.value)) {  // JLS 8.1.3: a captured variable is never assigned.
      return Error(e,
                   "local variables referenced from an inner class must be final or effectively "
                   "final");
    }
    f = FindVisibleField(e.value, &scope);
    if (f == nullptr) return Error(e, Cat("cannot find symbol: variable ", e.value));
    RETURN_IF_ERROR(CheckEnumStaticReference(e, *f));
    if (f->gtype != nullptr) receiver_g = SelfType(table_, scope);
    if (!f->is_static) {
      ASSIGN_OR_RETURN(object,
                       EnclosingInstance(e, scope, false,
                                         Cat("non-static variable ", e.value,
                                             " cannot be referenced from a static context")));
    }
  } else if (e.kind == Kind::kFieldAccess) {
    const Node& target = *e.child(0);
    int c = FindClassName(target);
    if (c >= 0) {
      f = table_.FindField(c, e.value);
      scope = c;
      if (f != nullptr && !f->is_static) {
        return Error(
            e, Cat("non-static variable ", e.value, " cannot be referenced from a static context"));
      }
    } else if (target.kind == Kind::kSuper) {
      scope = table_.cls(cls_).super;
      f = table_.FindField(scope, e.value);
      if (f != nullptr && !f->is_static) object = This();
      if (f != nullptr && f->gtype != nullptr) receiver_g = SelfType(table_, cls_);
    } else {
      ASSIGN_OR_RETURN(CExpr t, Expression(target));
      if (t.type.IsArray()) {
        if (e.value == "length") return Error(e, "cannot assign a value to final variable length");
        return Error(e, Cat("cannot find symbol: variable ", e.value));
      }
      if (t.type.dims != 0 || t.type.base != Base::kRef) {
        return Error(e, Cat(TypeName(t.type), " cannot be dereferenced"));
      }
      scope = t.type.cls;
      f = table_.FindField(scope, e.value);
      if (f != nullptr && !f->is_static) object = t.code;
      if (f != nullptr && f->gtype != nullptr) receiver_g = GOf(t);
    }
    if (f == nullptr) return Error(e, Cat("cannot find symbol: variable ", e.value));
  } else if (e.kind == Kind::kArrayAccess) {
    ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
    ASSIGN_OR_RETURN(CExpr i, Expression(*e.child(1)));
    if (!a.type.IsArray()) return Error(e, Cat("array required, but ", TypeName(a.type), " found"));
    i = Promote(std::move(i));
    if (i.type != kIntType) {
      return Error(*e.child(1),
                   Cat("incompatible types: ", TypeName(i.type), " cannot be converted to int"));
    }
    *type = a.type.Element();
    if (a.g != nullptr) *g = table_.types->WithDims(a.g, -1);
    return Make<nodes::ArrayLv>(a.code, i.code);
  } else {
    return Error(e, "unexpected type: required variable, found value");
  }
  RETURN_IF_ERROR(CheckFieldAccess(e, *f, scope));
  if (f->is_final) {
    // A blank final instance field may be assigned in its own class's constructors.
    bool blank = f->decl != nullptr && f->decl->size() < 2;
    bool in_ctor = method_ != nullptr && method_->is_ctor && f->owner == cls_ && !f->is_static;
    bool in_static_init = method_ == nullptr && f->owner == cls_ && f->is_static;
    if (!(blank && (in_ctor || in_static_init)) || compound) {
      return Error(e, Cat("cannot assign a value to final variable ", f->name));
    }
  }
  *type = f->type;
  if (f->gtype != nullptr) {
    *g = receiver_g != nullptr ? MemberType(table_, receiver_g, f->owner, f->gtype) : f->gtype;
    if (*g != nullptr && (*g)->kind != GType::Kind::kPlain) *type = (*g)->erased;
    if (compound && *type != f->type) {
      return Error(e,
                   "compound assignments to fields of a type variable's type are outside the "
                   "subject language");
    }
  }
  if (f->is_static) return Make<nodes::StaticLv>(f->slot, InitTarget(f->owner));
  return Make<nodes::FieldLv>(object, f->slot);
}

}  // namespace aprgrid::lang
