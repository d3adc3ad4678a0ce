// The switch statement nodes of the compiled form: on int/char and on String. Internal to the
// compiler.
#ifndef APRGRID_WORKER_LANG_NODES_SWITCH_H_
#define APRGRID_WORKER_LANG_NODES_SWITCH_H_

#include <algorithm>
#include <climits>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "worker/lang/nodes_expr.h"

namespace aprgrid::lang::nodes {

class Switch final : public Stmt {
 public:
  // `labels` sorted by value; each maps to an index in `body`. `dflt` = -1 without default.
  Switch(const Expr* e, std::vector<std::pair<int32_t, int>> labels, int dflt,
         std::vector<const Stmt*> body)
      : e_(e), labels_(std::move(labels)), dflt_(dflt), body_(std::move(body)) {}
  Flow Exec(Frame& f) const override {
    Value v = e_->Eval(f);
    if (f.rt->exc != nullptr) return Flow::kThrow;
    auto it = std::lower_bound(labels_.begin(), labels_.end(), std::make_pair(v.i, INT32_MIN));
    int start = (it != labels_.end() && it->first == v.i) ? it->second : dflt_;
    if (start < 0) return Flow::kNormal;
    for (size_t i = static_cast<size_t>(start); i < body_.size(); ++i) {
      Flow fl = body_[i]->Exec(f);
      if (fl == Flow::kBreak) return Flow::kNormal;
      if (fl != Flow::kNormal) return fl;
    }
    return Flow::kNormal;
  }

 private:
  const Expr* e_;
  std::vector<std::pair<int32_t, int>> labels_;
  int dflt_;
  std::vector<const Stmt*> body_;
};

// switch on a String (JLS 14.11): a null selector throws NullPointerException; otherwise the
// group whose label equals the selector (by content), else `dflt`.
class SwitchString final : public Stmt {
 public:
  SwitchString(const Expr* e, std::vector<std::pair<std::u16string, int>> labels, int dflt,
               std::vector<const Stmt*> body)
      : e_(e), labels_(labels.begin(), labels.end()), dflt_(dflt), body_(std::move(body)) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value v = e_->Eval(f);
    if (rt.exc != nullptr) return Flow::kThrow;
    if (v.ref == nullptr) {
      rt.ThrowNullPointer();
      return Flow::kThrow;
    }
    if (!rt.Charge(static_cast<uint64_t>(v.ref->len))) return Flow::kThrow;  // Its hash code.
    auto it = labels_.find(std::u16string(CharsOf(v.ref), static_cast<size_t>(v.ref->len)));
    int start = it != labels_.end() ? it->second : dflt_;
    if (start < 0) return Flow::kNormal;
    for (size_t i = static_cast<size_t>(start); i < body_.size(); ++i) {
      Flow fl = body_[i]->Exec(f);
      if (fl == Flow::kBreak) return Flow::kNormal;
      if (fl != Flow::kNormal) return fl;
    }
    return Flow::kNormal;
  }

 private:
  const Expr* e_;
  std::unordered_map<std::u16string, int> labels_;
  int dflt_;
  std::vector<const Stmt*> body_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_SWITCH_H_
