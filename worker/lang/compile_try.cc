// Exceptions: the checked-exception analysis (JLS 11.2), throw and try/catch/finally
// statements, with their reachability (JLS 14.22) and definite assignment (JLS 16.2.15).
#include <algorithm>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
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
  ASSIGN_OR_RETURN(const Stmt* body, BlockStmt(*s.child(0), 0, true));
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
  return Make<nodes::Try>(body, std::move(catches), fin);
}

}  // namespace aprgrid::lang
