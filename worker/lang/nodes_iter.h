// The enhanced for over an Iterable (JLS 14.14.2): `for (T x : e)` runs as
// `for (Iterator i = e.iterator(); i.hasNext(); ) { T x = (T) i.next(); ... }`. Internal to the
// compiler.
#ifndef APRGRID_WORKER_LANG_NODES_ITER_H_
#define APRGRID_WORKER_LANG_NODES_ITER_H_

#include <utility>
#include <vector>

#include "worker/lang/nodes_expr.h"
#include "worker/lang/stdlib_inline.h"

namespace aprgrid::lang::nodes {

// An interface method's implementation by receiver class id (as InterfaceCall's table).
class ImplTable {
 public:
  explicit ImplTable(std::vector<int> impl) : impl_(std::move(impl)) {}
  // Calls the implementation for `self` (not null) with no arguments but the receiver.
  Value Call(Runtime& rt, Obj* self) const {
    int id = self->cls >= 0 && static_cast<size_t>(self->cls) < impl_.size()
                 ? impl_[static_cast<size_t>(self->cls)]
                 : -1;
    if (id < 0) [[unlikely]] {  // Not reachable from checked code; a guard, not a crash.
      rt.Throw(kLinkageErrorClass, "no implementation of an interface method");
      return Value{};
    }
    Value* base = rt.sp;
    if (base + 1 > rt.stack_end) [[unlikely]] {
      rt.ThrowStackOverflow();
      return Value{};
    }
    base[0].ref = self;
    rt.sp = base + 1;
    Value r = rt.Enter(rt.ct.method(id), base);
    rt.sp = base;
    return r;
  }

 private:
  std::vector<int> impl_;
};

// for (T x : iterable): the iterator goes to `it_slot`; each next() to `elem_slot`, then
// `convert` (reading it; null: none needed) gives x's value in `var_slot`.
class ForEachIterable final : public Stmt {
 public:
  ForEachIterable(const Expr* iterable, ImplTable iterator, ImplTable has_next, ImplTable next,
                  int it_slot, int elem_slot, int var_slot, const Expr* convert, const Stmt* body)
      : iterable_(iterable),
        iterator_(std::move(iterator)),
        has_next_(std::move(has_next)),
        next_(std::move(next)),
        it_slot_(it_slot),
        elem_slot_(elem_slot),
        var_slot_(var_slot),
        convert_(convert),
        body_(body) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value c = iterable_->Eval(f);
    if (rt.exc != nullptr) return Flow::kThrow;
    if (c.ref == nullptr) {
      rt.ThrowNullPointer();
      return Flow::kThrow;
    }
    Value it = iterator_.Call(rt, c.ref);
    if (rt.exc != nullptr) return Flow::kThrow;
    if (it.ref == nullptr) {
      rt.ThrowNullPointer();
      return Flow::kThrow;
    }
    f.locals[it_slot_] = it;
    // ArrayList's iterator is a private built-in class (ArrayList$Itr) that no program can name
    // or extend, so its hasNext and next are the built-ins stdlib_inline.h holds: they run
    // inline. (Calls from a statement need no value stack check: Runtime::Enter leaves room.)
    const bool list_itr = it.ref->cls == kArrayListItrClass;
    while (true) {
      if (!rt.Tick()) return Flow::kThrow;
      Value has = list_itr ? stdlib::ArrayListItrHasNext(rt, &it) : has_next_.Call(rt, it.ref);
      if (rt.exc != nullptr) return Flow::kThrow;
      if (!has.i) return Flow::kNormal;
      Value e = list_itr ? stdlib::ArrayListItrNext(rt, &it) : next_.Call(rt, it.ref);
      if (rt.exc != nullptr) return Flow::kThrow;
      f.locals[elem_slot_] = e;
      if (convert_ != nullptr) {
        e = convert_->Eval(f);
        if (rt.exc != nullptr) return Flow::kThrow;
      }
      f.locals[var_slot_] = e;
      Flow fl = body_->Exec(f);
      if (fl == Flow::kBreak) return Flow::kNormal;
      if (fl >= Flow::kReturn) return fl;  // Return, throw, labeled jump.
    }
  }

 private:
  const Expr* iterable_;
  ImplTable iterator_, has_next_, next_;
  int it_slot_, elem_slot_, var_slot_;
  const Expr* convert_;
  const Stmt* body_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_ITER_H_
