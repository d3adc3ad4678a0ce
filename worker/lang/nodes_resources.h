// The basic try-with-resources statement (JLS 14.20.3.1): `try (R r = e; ...) block` without
// catch or finally clauses (an extended one is a Try around it, JLS 14.20.3.2). Internal to the
// compiler.
#ifndef APRGRID_WORKER_LANG_NODES_RESOURCES_H_
#define APRGRID_WORKER_LANG_NODES_RESOURCES_H_

#include <utility>
#include <vector>

#include "worker/lang/nodes_iter.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::nodes {

class TryResources final : public Stmt {
 public:
  struct Resource {
    const Stmt* init;  // Stores the resource in `slot`; null: Java 9's `try (r)` (already there).
    int slot;
  };
  // `close` is AutoCloseable.close's implementation by class id.
  TryResources(std::vector<Resource> resources, const Stmt* body, ImplTable close)
      : resources_(std::move(resources)), body_(body), close_(std::move(close)) {}

  // The resources are initialised in order; the block runs once all are; those initialised are
  // closed in reverse order, null ones skipped, whatever way the block (or a later resource's
  // initialiser) completed. The first exception thrown is the statement's, each later one from
  // a close() is added to it as suppressed.
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    size_t opened = 0;
    Flow fl = Flow::kNormal;
    while (opened < resources_.size()) {
      const Resource& r = resources_[opened];
      if (r.init != nullptr && r.init->Exec(f) == Flow::kThrow) {
        fl = Flow::kThrow;
        break;
      }
      ++opened;
    }
    if (fl != Flow::kThrow) fl = body_->Exec(f);
    if (rt.timed_out()) return Flow::kThrow;
    Obj* primary = fl == Flow::kThrow ? rt.exc : nullptr;
    const Value ret = f.ret;
    for (size_t i = opened; i > 0; --i) {
      Obj* res = f.locals[resources_[i - 1].slot].ref;
      if (res == nullptr) continue;
      rt.exc = nullptr;
      close_.Call(rt, res);
      Obj* thrown = rt.exc;
      if (thrown == nullptr) continue;
      if (rt.timed_out()) return Flow::kThrow;
      if (primary == nullptr) {
        primary = thrown;
        continue;
      }
      Value args[2];
      args[0].ref = primary;
      args[1].ref = thrown;
      rt.exc = nullptr;
      stdlib::ThrowableAddSuppressed(rt, args);
      if (rt.exc != nullptr) primary = rt.exc;  // Self-suppression, OutOfMemoryError.
    }
    if (primary != nullptr) {
      rt.exc = primary;
      return Flow::kThrow;
    }
    rt.exc = nullptr;
    f.ret = ret;
    return fl;
  }

 private:
  std::vector<Resource> resources_;
  const Stmt* body_;
  ImplTable close_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_RESOURCES_H_
