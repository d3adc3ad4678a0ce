// Exceptions: the checked-exception analysis (JLS 11.2), throw and try/catch/finally
// statements (with resources, JLS 14.20.3), with their reachability (JLS 14.22) and definite
// assignment (JLS 16.2.15).
#include <algorithm>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_resources.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::Status MethodCompiler::CheckThrown(const Node& where, int cls) {
  if (!table_.IsChecked(cls)) return absl::OkStatus();
  // JLS 11.2.3: a checked exception is caught by an enclosing try or declared by the method.
  // A catch of a subclass may catch it too, so it is not "never thrown" (JLS 11.2.3).
  for (size_t i = tries_.size(); i > 0; --i) {
    TryScope& t = tries_[i - 1];
    if (std::find(t.thrown.begin(), t.thrown.end(), cls) == t.thrown.end()) {
      t.thrown.push_back(cls);
    }
    for (size_t k = 0; k < t.catches.size(); ++k) {
      if (table_.IsSubclass(t.catches[k], cls)) t.used[k] = 1;
      if (table_.IsSubclass(cls, t.catches[k])) {
        t.used[k] = 1;
        return absl::OkStatus();
      }
    }
  }
  if (method_ != nullptr) {
    for (int16_t declared : method_->throws) {
      if (table_.IsSubclass(cls, declared)) return absl::OkStatus();
    }
  }
  if (anonymous_throws_ != nullptr) {
    if (std::find(anonymous_throws_->begin(), anonymous_throws_->end(), cls) ==
        anonymous_throws_->end()) {
      anonymous_throws_->push_back(cls);
    }
    return absl::OkStatus();
  }
  if (method_ != nullptr && method_->is_ctor && method_->decl == nullptr) {
    return Error(where,
                 Cat("unreported exception ", table_.cls(cls).name, " in default constructor"));
  }
  return Error(where, Cat("unreported exception ", table_.cls(cls).name,
                          "; must be caught or declared to be thrown"));
}

absl::StatusOr<const Stmt*> MethodCompiler::ThrowStmt(const Node& s) {
  ASSIGN_OR_RETURN(CExpr e, Expression(*s.child(0)));
  if (!(e.type.IsNull() ||
        (e.type.dims == 0 && e.type.base == Base::kRef && table_.IsThrowable(e.type.cls)))) {
    return Error(*s.child(0), Cat("incompatible types: ", TypeName(e.type),
                                  " cannot be converted to Throwable"));
  }
  if (auto it = rethrows_.find(e.local); e.local >= 0 && it != rethrows_.end()) {
    // A catch parameter that is not assigned rethrows only what its try block can throw.
    std::vector<int> classes = it->second;
    for (int cls : classes) RETURN_IF_ERROR(CheckThrown(s, cls));
  } else if (!e.type.IsNull()) {
    RETURN_IF_ERROR(CheckThrown(s, e.type.cls));
  }
  Unreachable();
  return Make<nodes::Throw>(e.code);
}

absl::StatusOr<const Stmt*> MethodCompiler::TryStmt(const Node& s) {
  TryScope scope;
  std::vector<const Node*> catch_nodes;
  std::vector<size_t> first_alternative;  // Per catch clause: its first index in scope.catches.
  for (size_t i = 1; i < s.size(); ++i) {
    const Node& c = *s.child(i);
    if (c.kind != Kind::kCatch) continue;
    first_alternative.push_back(scope.catches.size());
    for (size_t a = 0; a + 1 < c.size(); ++a) {
      const Node& type = *c.child(a);
      ASSIGN_OR_RETURN(Type t, ResolveTypeHere(type));
      if (!(t.dims == 0 && t.base == Base::kRef && table_.IsThrowable(t.cls))) {
        return Error(type,
                     Cat("incompatible types: ", TypeName(t), " cannot be converted to Throwable"));
      }
      // JLS 14.20: alternatives of one multi-catch may not be subclasses of each other.
      for (size_t k = first_alternative.back(); k < scope.catches.size(); ++k) {
        int other = scope.catches[k];
        if (table_.IsSubclass(t.cls, other) || table_.IsSubclass(other, t.cls)) {
          bool sub = table_.IsSubclass(t.cls, other);
          return Error(type, Cat("Alternatives in a multi-catch statement cannot be related by "
                                 "subclassing: alternative ",
                                 table_.cls(sub ? t.cls : other).name, " is a subclass of ",
                                 table_.cls(sub ? other : t.cls).name));
        }
      }
      for (size_t k = 0; k < first_alternative.back(); ++k) {
        if (table_.IsSubclass(t.cls, scope.catches[k])) {
          return Error(c, Cat("exception ", TypeName(t), " has already been caught"));
        }
      }
      scope.catches.push_back(t.cls);
      scope.used.push_back(0);
    }
    catch_nodes.push_back(&c);
  }
  first_alternative.push_back(scope.catches.size());
  VarSet before = da_;
  tries_.push_back(scope);
  const bool with_resources = s.child(0)->kind == Kind::kResources;
  absl::StatusOr<const Stmt*> block =
      with_resources ? ResourcesStmt(*s.child(0), *s.child(1)) : BlockStmt(*s.child(0), 0, true);
  ASSIGN_OR_RETURN(const Stmt* body, std::move(block));
  scope = tries_.back();
  tries_.pop_back();
  bool completes = reachable_;
  VarSet after = da_;
  std::vector<nodes::Try::Catch> catches;
  for (size_t k = 0; k < catch_nodes.size(); ++k) {
    const Node& c = *catch_nodes[k];
    Type param;  // The alternatives' least upper bound (JLS 14.20).
    for (size_t a = first_alternative[k]; a < first_alternative[k + 1]; ++a) {
      int cls = scope.catches[a];
      if (table_.IsChecked(cls) && cls != kExceptionClass && cls != kThrowableClass &&
          !scope.used[a]) {
        return Error(c, Cat("exception ", table_.cls(cls).name,
                            " is never thrown in body of corresponding try statement"));
      }
      Type t = Type::Class(static_cast<int16_t>(cls));
      param = a == first_alternative[k] ? t : table_.LeastUpperBound(param, t);
    }
    bool multi = first_alternative[k + 1] - first_alternative[k] > 1;
    reachable_ = true;
    da_ = before;
    PushScope();
    // A multi-catch parameter is implicitly final.
    ASSIGN_OR_RETURN(int slot, Declare(c, c.value, param, multi || (c.flags & kFinal) != 0));
    da_.Set(slot);
    // JLS 11.2.2 (as javac computes it): the checked classes the try block can throw, narrowed
    // to this clause's alternatives, less those an earlier clause catches.
    std::vector<int> rethrown;
    for (int thrown : scope.thrown) {
      bool earlier = false;
      for (size_t a = 0; a < first_alternative[k]; ++a) {
        earlier = earlier || table_.IsSubclass(thrown, scope.catches[a]);
      }
      if (earlier) continue;
      for (size_t a = first_alternative[k]; a < first_alternative[k + 1]; ++a) {
        int caught = scope.catches[a];
        int narrowed = table_.IsSubclass(thrown, caught)   ? thrown
                       : table_.IsSubclass(caught, thrown) ? caught
                                                           : -1;
        if (narrowed >= 0 &&
            std::find(rethrown.begin(), rethrown.end(), narrowed) == rethrown.end()) {
          rethrown.push_back(narrowed);
        }
      }
    }
    rethrows_[slot] = std::move(rethrown);
    absl::StatusOr<const Stmt*> handler = BlockStmt(*c.child(c.size() - 1), 0, true);
    rethrows_.erase(slot);
    ASSIGN_OR_RETURN(const Stmt* cb, std::move(handler));
    PopScope();
    completes = completes || reachable_;
    after.IntersectWith(da_);
    for (size_t a = first_alternative[k]; a < first_alternative[k + 1]; ++a) {
      catches.push_back(nodes::Try::Catch{scope.catches[a], slot, cb});
    }
  }
  const Stmt* fin = nullptr;
  if (s.child(s.size() - 1)->kind == Kind::kFinally) {
    reachable_ = true;
    da_ = before;
    ASSIGN_OR_RETURN(fin, BlockStmt(*s.child(s.size() - 1)->child(0), 0, true));
    if (!reachable_) completes = false;
    after.UnionWith(da_);
  }
  reachable_ = completes;
  da_ = after;
  if (!reachable_) Unreachable();
  if (catches.empty() && fin == nullptr) return body;  // A basic try-with-resources.
  return Make<nodes::Try>(body, std::move(catches), fin);
}

absl::StatusOr<const Stmt*> MethodCompiler::ResourcesStmt(const Node& resources,
                                                          const Node& block) {
  PushScope();
  std::vector<nodes::TryResources::Resource> list;
  for (const NodePtr& r : resources.children) {
    int slot = -1;
    ASSIGN_OR_RETURN(const Stmt* init, Resource(*r, &slot));
    list.push_back({init, slot});
  }
  ASSIGN_OR_RETURN(const Stmt* body, BlockStmt(block, 0, true));
  PopScope();
  return Make<nodes::TryResources>(std::move(list), body,
                                   nodes::ImplTable(InterfaceImpl(kAutoCloseableClass, "close")));
}

absl::StatusOr<const Stmt*> MethodCompiler::Resource(const Node& r, int* slot) {
  const Stmt* init = nullptr;
  Type type;
  if (r.kind == Kind::kLocalVarDecl) {
    ASSIGN_OR_RETURN(type, ResolveTypeHere(*r.child(0)));
    if (!(type.dims == 0 && type.base == Base::kRef &&
          table_.IsSubtype(type, Type::Class(kAutoCloseableClass)))) {
      return Error(r, "incompatible types: try-with-resources not applicable to variable type");
    }
    ASSIGN_OR_RETURN(init, LocalDecl(r));
    locals_.back().is_final = true;  // Implicitly final (JLS 14.20.3).
    locals_.back().resource = true;
    *slot = locals_.back().slot;
  } else {
    // Java 9 (JLS 14.20.3): a variable that is final or effectively final.
    const Local* l = r.kind == Kind::kVariableAccess ? FindLocal(r.value) : nullptr;
    if (l == nullptr && (r.kind == Kind::kVariableAccess || r.kind == Kind::kFieldAccess)) {
      return Error(r, "a field as a try-with-resources resource is outside the subject language");
    }
    if (l == nullptr) {
      return Error(r,
                   "the try-with-resources resource must either be a variable declaration or an "
                   "expression denoting a reference to a final or effectively final variable");
    }
    ASSIGN_OR_RETURN(CExpr e, Expression(r));  // Definitely assigned (JLS 16).
    type = e.type;
    if (!(type.dims == 0 && type.base == Base::kRef &&
          table_.IsSubtype(type, Type::Class(kAutoCloseableClass)))) {
      return Error(r, "incompatible types: try-with-resources not applicable to variable type");
    }
    if (!l->is_final) resource_uses_.emplace_back(l->var, &r);
    *slot = l->slot;
  }
  // The implicit close() throws what the resource type's close() declares (JLS 11.2.2).
  for (const MethodInfo* m : table_.FindMethods(type.cls, "close")) {
    if (!m->params.empty() || m->is_static) continue;
    RETURN_IF_ERROR(CheckCallThrows(r, *m));
    break;
  }
  return init;
}

}  // namespace aprgrid::lang
