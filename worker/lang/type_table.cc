#include "worker/lang/type_table.h"

#include <cstring>

namespace aprgrid::lang {
namespace {

uint32_t Bits(Type t) {
  uint32_t b;
  static_assert(sizeof(Type) == sizeof(b));
  std::memcpy(&b, &t, sizeof(b));
  return b;
}

}  // namespace

const GType* TypeTable::Intern(GType g) const {
  std::vector<const void*> args(g.args.begin(), g.args.end());
  Key key{static_cast<int>(g.kind) * 16 + static_cast<int>(g.bound_kind),
          Bits(g.erased),
          g.dims,
          g.cls,
          g.var,
          g.bound,
          std::move(args)};
  absl::MutexLock lock(&mu_);
  auto it = index_.find(key);
  if (it != index_.end()) return it->second;
  types_.push_back(std::move(g));
  const GType* out = &types_.back();
  index_.emplace(std::move(key), out);
  return out;
}

const GType* TypeTable::Plain(Type t) const {
  {
    absl::MutexLock lock(&mu_);
    auto it = plain_.find(Bits(t));
    if (it != plain_.end()) return it->second;
  }
  GType g;
  g.kind = GType::Kind::kPlain;
  g.erased = t;
  g.dims = t.dims;
  const GType* out = Intern(std::move(g));
  absl::MutexLock lock(&mu_);
  plain_.emplace(Bits(t), out);
  return out;
}

const GType* TypeTable::Class(int16_t cls, std::vector<const GType*> args, uint8_t dims,
                              Type erased) const {
  GType g;
  g.kind = GType::Kind::kClass;
  g.cls = cls;
  g.args = std::move(args);
  g.dims = dims;
  g.erased = erased;
  return Intern(std::move(g));
}

const GType* TypeTable::Var(const TypeVar* v, uint8_t dims) const {
  GType g;
  g.kind = GType::Kind::kVar;
  g.var = v;
  g.dims = dims;
  g.erased = v->erasure;
  g.erased.dims = static_cast<uint8_t>(g.erased.dims + dims);
  return Intern(std::move(g));
}

const GType* TypeTable::Wildcard(GType::Bound kind, const GType* bound) const {
  GType g;
  g.kind = GType::Kind::kWildcard;
  g.bound_kind = kind;
  g.bound = bound;
  g.erased = kind == GType::Bound::kExtends ? bound->erased : Type::Class(kObjectClass);
  return Intern(std::move(g));
}

const GType* TypeTable::WithDims(const GType* g, int delta) const {
  GType c = *g;
  c.dims = static_cast<uint8_t>(c.dims + delta);
  c.erased.dims = static_cast<uint8_t>(c.erased.dims + delta);
  return Intern(std::move(c));
}

TypeVar* TypeTable::NewVar(std::string name, int16_t owner_class, int method, int index) {
  absl::MutexLock lock(&mu_);
  vars_.emplace_back();
  TypeVar& v = vars_.back();
  v.name = std::move(name);
  v.owner_class = owner_class;
  v.method = method;
  v.index = index;
  return &v;
}

const TypeVar* TypeTable::VarAt(const void* program, int file, int line, int col,
                                const std::string& name) const {
  absl::MutexLock lock(&mu_);
  auto it = var_at_.find({program, file, line, col, name});
  return it == var_at_.end() ? nullptr : it->second;
}

void TypeTable::RegisterVarAt(const void* program, int file, int line, int col,
                              const std::string& name, const TypeVar* v) {
  absl::MutexLock lock(&mu_);
  var_at_[{program, file, line, col, name}] = v;
}

bool TypeTable::HasVars(const GType* g) {
  switch (g->kind) {
    case GType::Kind::kVar:
      return true;
    case GType::Kind::kWildcard:
      return g->bound != nullptr && HasVars(g->bound);
    case GType::Kind::kClass:
      for (const GType* a : g->args) {
        if (HasVars(a)) return true;
      }
      return false;
    default:
      return false;
  }
}

namespace {

// Whether `g` names one of `vars`.
bool Mentions(const GType* g, const std::vector<const TypeVar*>& vars) {
  switch (g->kind) {
    case GType::Kind::kVar:
      for (const TypeVar* v : vars) {
        if (v == g->var) return true;
      }
      return false;
    case GType::Kind::kWildcard:
      return g->bound != nullptr && Mentions(g->bound, vars);
    case GType::Kind::kClass:
      for (const GType* a : g->args) {
        if (Mentions(a, vars)) return true;
      }
      return false;
    default:
      return false;
  }
}

}  // namespace

const GType* TypeTable::Subst(const GType* g, const std::vector<const TypeVar*>& vars,
                              const std::vector<const GType*>& args) const {
  switch (g->kind) {
    case GType::Kind::kVar:
      for (size_t i = 0; i < vars.size(); ++i) {
        if (vars[i] != g->var) continue;
        if (i >= args.size()) return Plain(g->erased);  // A raw type: the erasure (JLS 4.8).
        const GType* a = args[i];
        if (a->IsWildcard()) {
          a = a->bound_kind == GType::Bound::kExtends ? a->bound : Plain(g->var->erasure);
        }
        return g->dims == 0 ? a : WithDims(a, g->dims);
      }
      return g;
    case GType::Kind::kWildcard:
      if (g->bound == nullptr) return g;
      return Wildcard(g->bound_kind, Subst(g->bound, vars, args));
    case GType::Kind::kClass: {
      if (g->args.empty()) return g;
      std::vector<const GType*> out;
      for (const GType* a : g->args) {
        // Inside a type argument a variable bound to a wildcard stays that wildcard.
        const GType* s = nullptr;
        if (a->kind == GType::Kind::kVar && a->dims == 0) {
          for (size_t i = 0; i < vars.size() && i < args.size(); ++i) {
            if (vars[i] == a->var) s = args[i];
          }
          if (s == nullptr && !vars.empty() && args.empty()) {
            for (const TypeVar* v : vars) {
              if (v == a->var) return Plain(g->erased);  // Raw receiver: erased member type.
            }
          }
        } else if (a->kind == GType::Kind::kWildcard && a->bound != nullptr && !vars.empty() &&
                   args.empty() && Mentions(a->bound, vars)) {
          return Plain(g->erased);  // `Comparator<? super K>` of a raw receiver: erased too.
        }
        out.push_back(s != nullptr ? s : Subst(a, vars, args));
      }
      return Class(g->cls, std::move(out), g->dims, g->erased);
    }
    default:
      return g;
  }
}

}  // namespace aprgrid::lang
