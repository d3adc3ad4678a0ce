#include "worker/lang/generics.h"

#include "common/status_macros.h"
#include "worker/lang/checker.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

const Node* ParamIn(const Node& header, std::string_view name) {
  for (const NodePtr& c : header.children) {
    if (IsTypeParameter(*c) && c->value == name) return c.get();
  }
  return nullptr;
}

// Walks from `n` outwards (JLS 6.3). A class's parameters are out of scope in static members
// and static member types (`*static_ctx` records that one was crossed).
const Node* Walk(const Node* n, std::string_view name, bool* static_ctx, bool* saw_class,
                 bool* static_ref) {
  for (; n != nullptr; n = n->parent) {
    if (n->kind == Kind::kMethodDecl) {
      if (const Node* p = ParamIn(*n->child(0), name)) return p;
      if (n->flags & kStatic) *static_ctx = true;
    } else if (n->kind == Kind::kClassDecl) {
      *saw_class = true;
      if (n->size() > 0) {
        if (const Node* p = ParamIn(*n->child(0), name)) {
          *static_ref = *static_ctx;
          return p;
        }
      }
      if (n->flags & (kStatic | kInterface | kEnum)) *static_ctx = true;
    } else if ((n->kind == Kind::kFieldDecl || n->kind == Kind::kBlock) && n->parent != nullptr &&
               n->parent->kind == Kind::kClassDecl && (n->flags & (kStatic | kEnumConstant))) {
      *static_ctx = true;
    }
  }
  return nullptr;
}

const TypeVar* VarOf(const ClassTable& t, const Node& param) {
  return t.types->VarAt(&t, param.file, param.line, param.col, param.value);
}

bool IsPrimitiveName(std::string_view s) {
  return s == "int" || s == "long" || s == "double" || s == "boolean" || s == "char" ||
         s == "void" || s == "byte" || s == "short" || s == "float";
}

// Splits "Name<...>[][]" into the name, its type arguments' text (without the brackets, "" when
// none) and the number of dimensions.
void Split(std::string_view text, std::string_view* name, std::string_view* args, int* dims) {
  *dims = 0;
  while (text.ends_with("[]")) {
    text.remove_suffix(2);
    ++*dims;
  }
  size_t lt = text.find('<');
  *name = text.substr(0, lt);
  *args = lt == std::string_view::npos ? std::string_view() : text.substr(lt + 1);
  if (!args->empty()) args->remove_suffix(1);  // The closing '>'.
}

absl::StatusOr<Type> EraseAt(const ClassTable& table, std::span<const std::string> files,
                             const Node& where, std::string_view text, int context, int depth) {
  std::string_view name, args;
  int dims;
  Split(text, &name, &args, &dims);
  bool static_ctx = false, saw_class = false, static_ref = false;
  const Node* param = nullptr;
  if (name.find('.') == std::string_view::npos && !IsPrimitiveName(name)) {
    param = Walk(&where, name, &static_ctx, &saw_class, &static_ref);
    if (param == nullptr && !saw_class && context >= 0 && table.cls(context).decl != nullptr) {
      param = Walk(table.cls(context).decl, name, &static_ctx, &saw_class, &static_ref);
    }
  }
  Type t;
  if (param != nullptr) {
    if (static_ref) {
      return ErrorAt(
          files, where,
          Cat("non-static type variable ", name, " cannot be referenced from a static context"));
    }
    if (!args.empty() || text.find('<') != std::string_view::npos) {
      return ErrorAt(files, where,
                     Cat("unexpected type; type ", name, " does not take parameters"));
    }
    if (depth > 32) return ErrorAt(files, where, Cat("cyclic inheritance involving ", name));
    if (param->size() == 0) {
      t = Type::Class(kObjectClass);
    } else {
      ASSIGN_OR_RETURN(
          t, EraseAt(table, files, *param->child(0), param->child(0)->value, context, depth + 1));
    }
  } else {
    ASSIGN_OR_RETURN(t, ResolveTypeText(table, files, where, name, false, context));
  }
  t.dims = static_cast<uint8_t>(t.dims + dims);
  return t;
}

class GParser {
 public:
  GParser(const ClassTable& t, std::span<const std::string> files, const Node& where, int context,
          std::string_view text)
      : t_(t), files_(files), where_(where), context_(context), s_(text) {}

  absl::StatusOr<const GType*> Parse(bool arg) {
    const TypeTable& tt = *t_.types;
    if (Accept("?")) {
      if (!arg) return Bad("illegal start of type");
      GType::Bound kind = GType::Bound::kNone;
      if (Accept(" extends ")) {
        kind = GType::Bound::kExtends;
      } else if (Accept(" super ")) {
        kind = GType::Bound::kSuper;
      } else {
        return tt.Wildcard(kind, nullptr);
      }
      ASSIGN_OR_RETURN(const GType* b, Parse(false));
      return tt.Wildcard(kind, b);
    }
    size_t start = pos_;
    while (pos_ < s_.size() && s_[pos_] != '<' && s_[pos_] != '>' && s_[pos_] != ',' &&
           s_[pos_] != '[') {
      ++pos_;
    }
    std::string_view name = s_.substr(start, pos_ - start);
    std::vector<const GType*> args;
    bool has_args = false;
    if (Accept("<")) {
      has_args = true;
      do {
        Accept(" ");
        ASSIGN_OR_RETURN(const GType* a, Parse(true));
        args.push_back(a);
      } while (Accept(","));
      if (!Accept(">")) return Bad("> expected");
    }
    int dims = 0;
    while (Accept("[]")) ++dims;
    if (IsPrimitiveName(name)) {
      if (arg && dims == 0) {
        return Bad(Cat("unexpected type\n  required: reference\n  found:    ", name));
      }
      ASSIGN_OR_RETURN(Type pt, ResolveTypeText(t_, files_, where_, s_.substr(start, pos_ - start),
                                                true, context_));
      return tt.Plain(pt);
    }
    bool static_ctx = false, saw_class = false, static_ref = false;
    const Node* param = nullptr;
    if (name.find('.') == std::string_view::npos) {
      param = Walk(&where_, name, &static_ctx, &saw_class, &static_ref);
      if (param == nullptr && !saw_class && context_ >= 0 && t_.cls(context_).decl != nullptr) {
        param = Walk(t_.cls(context_).decl, name, &static_ctx, &saw_class, &static_ref);
      }
    }
    if (param != nullptr) {
      if (static_ref) {
        return Bad(
            Cat("non-static type variable ", name, " cannot be referenced from a static context"));
      }
      if (has_args) return Bad(Cat("unexpected type; type ", name, " does not take parameters"));
      const TypeVar* v = VarOf(t_, *param);
      if (v == nullptr) return Bad(Cat("type variable ", name, " outside the subject language"));
      return tt.Var(v, static_cast<uint8_t>(dims));
    }
    ASSIGN_OR_RETURN(int id, ResolveClassName(t_, files_, where_, name, context_));
    Type erased = Type::Class(static_cast<int16_t>(id));
    erased.dims = static_cast<uint8_t>(dims);
    const ClassInfo& c = t_.cls(id);
    if (!has_args) {
      if (c.type_params.empty()) return tt.Plain(erased);
      return tt.Class(static_cast<int16_t>(id), {}, static_cast<uint8_t>(dims), erased);  // Raw.
    }
    if (c.type_params.empty()) {
      return Bad(Cat("type ", c.name, " does not take parameters"));
    }
    if (args.size() != c.type_params.size()) {
      return Bad(Cat("wrong number of type arguments; required ", c.type_params.size()));
    }
    const GType* g = tt.Class(static_cast<int16_t>(id), args, static_cast<uint8_t>(dims), erased);
    // JLS 4.5: each argument within the bounds of its parameter.
    for (size_t i = 0; i < args.size(); ++i) {
      const TypeVar* v = c.type_params[i];
      if (!v->resolved || args[i]->IsWildcard()) continue;
      for (const GType* b : v->bounds) {
        const GType* sb = tt.Subst(b, c.type_params, args);
        if (!t_.IsSubtype(args[i]->erased, sb->erased) || !GenericAssignable(t_, args[i], sb)) {
          return Bad(Cat("type argument ", GTypeName(t_, args[i]),
                         " is not within bounds of type-variable ", v->name));
        }
      }
    }
    return g;
  }

  bool AtEnd() const { return pos_ == s_.size(); }

 private:
  bool Accept(std::string_view text) {
    if (s_.substr(pos_).starts_with(text)) {
      pos_ += text.size();
      return true;
    }
    return false;
  }
  absl::Status Bad(std::string_view message) const { return ErrorAt(files_, where_, message); }

  const ClassTable& t_;
  std::span<const std::string> files_;
  const Node& where_;
  int context_;
  std::string_view s_;
  size_t pos_ = 0;
};

bool Contains(const ClassTable& t, const GType* to, const GType* from) {
  if (to == from) return true;
  if (!to->IsWildcard()) return false;
  if (to->bound_kind == GType::Bound::kNone) return true;
  auto assignable = [&](const GType* a, const GType* b) {
    return t.IsSubtype(a->erased, b->erased) && GenericAssignable(t, a, b);
  };
  if (to->bound_kind == GType::Bound::kExtends) {
    if (!from->IsWildcard()) return assignable(from, to->bound);
    return from->bound_kind == GType::Bound::kExtends && assignable(from->bound, to->bound);
  }
  if (!from->IsWildcard()) return assignable(to->bound, from);
  return from->bound_kind == GType::Bound::kSuper && assignable(to->bound, from->bound);
}

}  // namespace

const Node* FindTypeParameter(const ClassTable& table, const Node& where, std::string_view name,
                              int context, bool* static_ref) {
  bool static_ctx = false, saw_class = false;
  *static_ref = false;
  const Node* p = Walk(&where, name, &static_ctx, &saw_class, static_ref);
  if (p == nullptr && !saw_class && context >= 0 && table.cls(context).decl != nullptr) {
    p = Walk(table.cls(context).decl, name, &static_ctx, &saw_class, static_ref);
  }
  return p;
}

absl::StatusOr<Type> EraseTypeText(const ClassTable& table, std::span<const std::string> files,
                                   const Node& where, std::string_view text, int context) {
  return EraseAt(table, files, where, text, context, 0);
}

absl::StatusOr<const GType*> ResolveGType(const ClassTable& table,
                                          std::span<const std::string> files, const Node& type_node,
                                          int context) {
  GParser p(table, files, type_node, context, type_node.value);
  ASSIGN_OR_RETURN(const GType* g, p.Parse(false));
  if (!p.AtEnd()) return ErrorAt(files, type_node, "illegal start of type");
  return g;
}

absl::Status DeclareGenerics(std::span<const std::string> files, ClassTable& t) {
  TypeTable& tt = *t.types;
  std::vector<TypeVar*> all;
  auto declare = [&](const Node& header, int16_t owner, int method,
                     std::vector<const TypeVar*>& out) -> absl::Status {
    for (const NodePtr& p : header.children) {
      if (!IsTypeParameter(*p)) continue;
      for (const TypeVar* prev : out) {
        if (prev->name == p->value) {
          return ErrorAt(files, *p,
                         Cat("type variable ", p->value, " is already defined in ",
                             method < 0 ? "class " : "method ",
                             method < 0 ? t.cls(owner).name : t.method(method).name));
        }
      }
      TypeVar* v = tt.NewVar(p->value, owner, method, static_cast<int>(out.size()));
      tt.RegisterVarAt(&t, p->file, p->line, p->col, p->value, v);
      ASSIGN_OR_RETURN(v->erasure, EraseTypeText(t, files, *p, p->value, owner));
      out.push_back(v);
      all.push_back(v);
    }
    return absl::OkStatus();
  };
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    ClassInfo& c = t.classes[i];
    if (c.decl == nullptr || c.decl->size() == 0) continue;
    RETURN_IF_ERROR(declare(*c.decl->child(0), c.id, -1, c.type_params));
  }
  for (MethodInfo& m : t.methods) {
    if (m.decl == nullptr || m.decl->kind != Kind::kMethodDecl) continue;
    RETURN_IF_ERROR(declare(*m.decl->child(0), m.owner, m.id, m.type_params));
  }
  // Bounds (JLS 4.4), once every variable exists: a bound may name any of them.
  for (TypeVar* v : all) {
    const Node* decl = nullptr;
    const ClassInfo& c = t.cls(v->owner_class);
    const Node& header = v->method < 0 ? *c.decl->child(0) : *t.method(v->method).decl->child(0);
    for (const NodePtr& p : header.children) {
      if (IsTypeParameter(*p) && p->value == v->name) decl = p.get();
    }
    for (const NodePtr& b : decl->children) {
      ASSIGN_OR_RETURN(const GType* g, ResolveGType(t, files, *b, v->owner_class));
      if (g->erased.IsPrimitive() || g->erased.IsArray()) {
        return ErrorAt(files, *b, "unexpected type; required: class, found: primitive or array");
      }
      if (b.get() != decl->child(0) &&
          !(g->erased.base == Base::kRef && t.cls(g->erased.cls).is_interface)) {
        return ErrorAt(files, *b, "interface expected here");
      }
      v->bounds.push_back(g);
    }
  }
  for (TypeVar* v : all) v->resolved = true;
  // Parameterised supertypes (JLS 8.1.4, 8.1.5, 9.1.3).
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    ClassInfo& c = t.classes[i];
    if (c.is_anonymous) {
      // `new Comparator<String>() { ... }`: its one supertype as the `new` names it.
      const Node& create = *c.decl->parent;
      if (create.value.find('<') == std::string::npos) continue;
      ASSIGN_OR_RETURN(const GType* g, ResolveGType(t, files, create, static_cast<int>(i)));
      if (c.interfaces.empty()) {
        c.gsuper = g;
      } else {
        c.ginterfaces = {g};
      }
      continue;
    }
    if (c.decl == nullptr || c.decl->size() == 0) continue;
    const Node& super = *c.decl->child(0);
    const int context = c.is_local ? static_cast<int>(i) : c.outer;
    (void)context;
    if (super.value.find('<') != std::string::npos) {
      ASSIGN_OR_RETURN(c.gsuper, ResolveGType(t, files, super, static_cast<int>(i)));
    }
    c.ginterfaces.assign(c.interfaces.size(), nullptr);
    size_t k = 0;
    for (const NodePtr& in : super.children) {
      if (IsTypeParameter(*in)) continue;
      if (in->value.find('<') != std::string::npos && k < c.ginterfaces.size()) {
        ASSIGN_OR_RETURN(c.ginterfaces[k], ResolveGType(t, files, *in, static_cast<int>(i)));
      }
      ++k;
    }
  }
  // Member signatures.
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    for (FieldInfo& f : t.classes[i].fields) {
      if (f.decl == nullptr || f.decl->kind != Kind::kFieldDecl) continue;
      ASSIGN_OR_RETURN(const GType* g,
                       ResolveGType(t, files, *f.decl->child(0), static_cast<int>(i)));
      if (g->kind != GType::Kind::kPlain) f.gtype = g;
    }
  }
  for (MethodInfo& m : t.methods) {
    if (m.decl == nullptr) continue;
    const bool is_method = m.decl->kind == Kind::kMethodDecl;
    if (!is_method && m.decl->kind != Kind::kConstructorDecl) continue;
    bool generic = false;
    if (is_method) {
      ASSIGN_OR_RETURN(const GType* g, ResolveGType(t, files, *m.decl->child(0), m.owner));
      if (g->kind != GType::Kind::kPlain) {
        m.gret = g;
        generic = true;
      }
    }
    const Node& params = *m.decl->child(is_method ? 1 : 0);
    std::vector<const GType*> gp;
    for (const NodePtr& p : params.children) {
      ASSIGN_OR_RETURN(const GType* g, ResolveGType(t, files, *p->child(0), m.owner));
      generic = generic || g->kind != GType::Kind::kPlain;
      gp.push_back(g);
    }
    if (generic) m.gparams = std::move(gp);
  }
  // An override whose erased parameters differ from the overridden method's (`put(Integer)` of
  // `put(T)` with T = Integer, `compareTo(Point)` of Comparable<Point>'s `compareTo(T)`) gets
  // javac's bridge method (JLS 15.12.4.5): `put(Object)` casting to Integer and calling
  // `put(Integer)`, which overrides the erased method in the vtable and interface dispatch.
  // Abstract overrides and interfaces (whose bridges javac also generates) stay outside.
  std::vector<MethodInfo> bridges;
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    const ClassInfo& c = t.classes[i];
    for (int mid : c.methods) {
      const MethodInfo& m = t.method(mid);
      if (m.is_static || m.is_ctor || m.decl == nullptr) continue;
      for (size_t s = 0; s < t.classes.size(); ++s) {
        const ClassInfo& sc = t.classes[s];
        if (s == i || sc.type_params.empty() ||
            !t.IsSubclass(static_cast<int>(i), static_cast<int>(s))) {
          continue;
        }
        const GType* view = AsSuper(t, SelfType(t, static_cast<int>(i)), static_cast<int>(s));
        for (int nid : sc.methods) {
          const MethodInfo& n = t.method(nid);
          if (n.name != m.name || n.is_static || n.is_ctor || n.is_private || n.gparams.empty() ||
              n.params.size() != m.params.size() || n.params == m.params) {
            continue;
          }
          bool same = view != nullptr && view->kind == GType::Kind::kClass && !view->args.empty();
          for (size_t k = 0; same && k < n.gparams.size(); ++k) {
            same = tt.Subst(n.gparams[k], sc.type_params, view->args)->erased == m.params[k];
          }
          if (!same) continue;
          if (c.is_interface || m.is_abstract) {
            return ErrorAt(files, *m.decl,
                           Cat("overriding ", m.name, " of ", sc.name,
                               " with other erased parameter types in an interface or abstract "
                               "method (a bridge method) is outside the subject language"));
          }
          bool exists = false;  // Declared already (by the class, or a bridge made for another).
          for (int oid : c.methods) {
            const MethodInfo& o = t.method(oid);
            exists = exists || (o.name == n.name && !o.is_ctor && o.params == n.params);
          }
          for (const MethodInfo& b : bridges) {
            exists = exists || (b.owner == c.id && b.name == n.name && b.params == n.params);
          }
          if (exists) continue;
          MethodInfo b;
          b.name = m.name;
          b.params = n.params;
          b.ret = n.ret;
          b.owner = c.id;
          b.throws = m.throws;
          b.implicit = MethodInfo::Implicit::kBridge;
          b.bridge_target = m.id;
          bridges.push_back(std::move(b));
        }
      }
    }
  }
  for (MethodInfo& b : bridges) {
    b.id = static_cast<int>(t.methods.size());
    t.classes[static_cast<size_t>(b.owner)].methods.push_back(b.id);
    t.methods.push_back(std::move(b));
  }
  return absl::OkStatus();
}

const GType* SelfType(const ClassTable& table, int cls) {
  const TypeTable& tt = *table.types;
  const ClassInfo& c = table.cls(cls);
  if (c.type_params.empty()) return tt.Plain(Type::Class(static_cast<int16_t>(cls)));
  std::vector<const GType*> args;
  for (const TypeVar* v : c.type_params) args.push_back(tt.Var(v, 0));
  return tt.Class(static_cast<int16_t>(cls), std::move(args), 0,
                  Type::Class(static_cast<int16_t>(cls)));
}

const GType* AsSuper(const ClassTable& table, const GType* g, int owner) {
  const TypeTable& tt = *table.types;
  if (g == nullptr) return nullptr;
  if (g->kind == GType::Kind::kVar && g->dims == 0) {
    for (const GType* b : g->var->bounds) {
      if (const GType* r = AsSuper(table, b, owner)) return r;
    }
    return AsSuper(table, tt.Plain(g->var->erasure), owner);
  }
  if (g->erased.dims != 0 || g->erased.base != Base::kRef) {
    return owner == kObjectClass ? tt.Plain(Type::Class(kObjectClass)) : nullptr;
  }
  const int cls = g->erased.cls;
  const ClassInfo& c = table.cls(cls);
  const bool raw = g->kind != GType::Kind::kClass || g->args.empty();
  if (cls == owner) {
    if (g->kind == GType::Kind::kPlain && !c.type_params.empty()) {
      return tt.Class(static_cast<int16_t>(cls), {}, 0, g->erased);
    }
    return g;
  }
  if (!table.IsSubclass(cls, owner)) return nullptr;
  auto step = [&](int super, const GType* written) -> const GType* {
    if (super < 0 || !table.IsSubclass(super, owner)) return nullptr;
    const GType* st =
        written != nullptr ? written : tt.Plain(Type::Class(static_cast<int16_t>(super)));
    if (!c.type_params.empty()) {
      if (raw) {
        st = tt.Plain(st->erased);  // The supertypes of a raw type are erased (JLS 4.8).
      } else {
        st = tt.Subst(st, c.type_params, g->args);
      }
    }
    return AsSuper(table, st, owner);
  };
  if (const GType* r = step(c.super, c.gsuper)) return r;
  for (size_t k = 0; k < c.interfaces.size(); ++k) {
    const GType* written = k < c.ginterfaces.size() ? c.ginterfaces[k] : nullptr;
    if (const GType* r = step(c.interfaces[k], written)) return r;
  }
  return nullptr;
}

const GType* MemberType(const ClassTable& table, const GType* receiver, int owner,
                        const GType* member) {
  if (member == nullptr) return nullptr;
  const ClassInfo& o = table.cls(owner);
  if (o.type_params.empty()) return member;
  const GType* view = AsSuper(table, receiver, owner);
  if (view == nullptr) return member;
  if (view->kind != GType::Kind::kClass || view->args.empty()) {
    // A raw receiver: the erasure (JLS 4.8), but a method's own type variables stay.
    return table.types->Subst(member, o.type_params, {});
  }
  return table.types->Subst(member, o.type_params, view->args);
}

bool GenericAssignable(const ClassTable& table, const GType* from, const GType* to) {
  if (to == nullptr || from == nullptr || to == from) return true;
  if (to->kind == GType::Kind::kPlain || from->erased.IsNull()) return true;
  if (to->kind == GType::Kind::kVar) {
    if (from->kind == GType::Kind::kVar) {
      if (from->var == to->var && from->dims == to->dims) return true;
      if (from->dims != 0 || to->dims != 0) return false;
      for (const GType* b : from->var->bounds) {
        if (GenericAssignable(table, b, to)) return true;
      }
    }
    return false;
  }
  if (to->kind != GType::Kind::kClass || to->args.empty()) return true;
  if (from->dims != to->dims) return true;  // Arrays: their erasures decide.
  const TypeTable& tt = *table.types;
  const GType* f = from;
  const GType* g = to;
  if (to->dims != 0) {
    f = tt.WithDims(from, -to->dims);
    g = tt.WithDims(to, -to->dims);
  }
  const GType* view = AsSuper(table, f, g->cls);
  if (view == nullptr || view->kind != GType::Kind::kClass || view->args.empty()) return true;
  for (size_t i = 0; i < g->args.size() && i < view->args.size(); ++i) {
    if (!Contains(table, g->args[i], view->args[i])) return false;
  }
  return true;
}

std::string GTypeName(const ClassTable& table, const GType* g) {
  std::string s;
  switch (g->kind) {
    case GType::Kind::kPlain:
      return table.TypeName(g->erased);
    case GType::Kind::kVar:
      s = g->var->name;
      break;
    case GType::Kind::kWildcard:
      if (g->bound_kind == GType::Bound::kNone) return "?";
      return Cat(g->bound_kind == GType::Bound::kExtends ? "? extends " : "? super ",
                 GTypeName(table, g->bound));
    case GType::Kind::kClass: {
      Type e = g->erased;
      e.dims = 0;
      s = table.TypeName(e);
      if (!g->args.empty()) {
        s += "<";
        for (size_t i = 0; i < g->args.size(); ++i) {
          if (i > 0) s += ",";
          s += GTypeName(table, g->args[i]);
        }
        s += ">";
      }
      break;
    }
  }
  for (int i = 0; i < g->dims; ++i) s += "[]";
  return s;
}

}  // namespace aprgrid::lang
