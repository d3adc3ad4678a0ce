// Direct calls of built-in methods (MethodInfo::builtin) in the compiled form (see exec.h), and the
// compiler's choice of them. Internal to the compiler.
//
// A call that needs no dispatch (a static method, a final class's method, or one that no
// subclass of the receiver's static class overrides, ClassTable::NeedsDispatch) runs as
// nodes::Call does: value stack check, arguments onto the value stack, receiver null check, then
// the method. When that method is a built-in, BuiltinCall does the same steps without the
// argument loop and without Runtime::Enter (which only forwards a built-in to its function), and
// for the hottest built-ins (stdlib_inline.h) with the built-in's body inlined. UserCall does the
// same for a user method, with Runtime::Enter's steps inline.
#ifndef APRGRID_WORKER_LANG_NODES_BUILTIN_H_
#define APRGRID_WORKER_LANG_NODES_BUILTIN_H_

#include <array>
#include <cstddef>
#include <type_traits>
#include <vector>

#include "worker/lang/nodes_call.h"
#include "worker/lang/nodes_expr.h"
#include "worker/lang/nodes_operands.h"
#include "worker/lang/program.h"

namespace aprgrid::lang::nodes {

// nodes::Call's steps before the method for a call without dispatch with N arguments (the receiver
// first when kReceiver): the value stack check, the arguments evaluated onto the value stack from
// `base` (== rt.sp), and the receiver's null check. Returns false, with rt.sp back at `base` and
// the exception pending, when any of them throws; true with rt.sp just past the arguments.
// `sp_past_last` as in nodes_call.h's PushArguments.
template <size_t N, bool kReceiver>
[[gnu::always_inline]] inline bool PushArguments(Frame& f, const std::array<const Expr*, N>& args,
                                                 Value* base, bool sp_past_last = true) {
  if (!PushArguments(f, args.data(), N, base, sp_past_last)) return false;
  if constexpr (kReceiver) {
    if (base[0].ref == nullptr) [[unlikely]] {
      f.rt->sp = base;
      f.rt->ThrowNullPointer();
      return false;
    }
  }
  return true;
}

// A call of built-in `fn` (or `Fn`, when not null: the same function, its body visible so that it
// is inlined) with N arguments, the receiver first when kReceiver: nodes::Call's semantics step
// for step (rt.sp is just past the arguments while the built-in runs).
template <size_t N, bool kReceiver, BuiltinFn Fn = nullptr>
class BuiltinCall final : public Expr {
 public:
  BuiltinCall(BuiltinFn fn, const std::vector<const Expr*>& args) : fn_(fn) {
    for (size_t i = 0; i < N; ++i) args_[i] = args[i];
  }
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value* base = rt.sp;
    if (!PushArguments<N, kReceiver>(f, args_, base)) return Value{};
    Value r;
    if constexpr (Fn != nullptr) {
      r = Fn(rt, base);
    } else {
      r = fn_(rt, base);
    }
    rt.sp = base;
    return r;
  }

 private:
  BuiltinFn fn_;
  std::array<const Expr*, N> args_{};
};

// A call of built-in `Fn` whose arguments (the receiver first) are all local variables, when `Fn`
// neither runs user code nor reads the value stack (the bodies of stdlib_inline.h): BuiltinCall's
// steps, of which only the stack check, the receiver's null check and the call are observable
// (reading a local cannot throw or run code), with the arguments read straight into `Fn`'s
// argument array instead of through their nodes and the value stack. With kConstLast, the last
// argument is the constant `last` instead (`sb.append(',')`; reading it cannot throw either).
template <size_t N, BuiltinFn Fn, bool kConstLast = false>
class BuiltinCallOnLocals final : public Expr {
 public:
  explicit BuiltinCallOnLocals(const std::array<int, N>& slots, Value last = Value{})
      : slots_(slots), last_(last) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    if (rt.sp + N + 1 > rt.stack_end) [[unlikely]] {
      rt.ThrowStackOverflow();
      return Value{};
    }
    Value args[N];
    for (size_t i = 0; i < N; ++i) {
      args[i] = kConstLast && i + 1 == N ? last_ : f.locals[slots_[i]];
    }
    if (args[0].ref == nullptr) [[unlikely]] {
      rt.ThrowNullPointer();
      return Value{};
    }
    return Fn(rt, args);
  }
  // Eval for TryEvalAs: false when the call threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    out = Eval(f);
    return f.rt->exc == nullptr;
  }

 private:
  std::array<int, N> slots_;
  Value last_;
};

// BuiltinCallOnLocals whose last argument is an expression of node class A (EvalAs), which
// neither runs user code nor reads the value stack, but for a stack check that this call's check
// implies (a box of a local or of an array element through locals: `list.add(d[i])`; a list's
// size minus a constant: `list.remove(list.size() - 1)`, whose size() checks for two slots past
// the receiver, the same bound as this call's check): BuiltinCall's steps, the stack check, the
// argument (its exception ends the call), the receiver's null check, then `Fn`, with the argument
// evaluated by a direct call and nothing put on the value stack (nothing that runs before `Fn`
// reads it).
template <size_t N, BuiltinFn Fn, typename A>
class BuiltinCallLastAs final : public Expr {
 public:
  BuiltinCallLastAs(const std::array<int, N - 1>& slots, const Expr* last)
      : slots_(slots), last_(last) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    if (rt.sp + N + 1 > rt.stack_end) [[unlikely]] {
      rt.ThrowStackOverflow();
      return Value{};
    }
    Value args[N];
    for (size_t i = 0; i + 1 < N; ++i) args[i] = f.locals[slots_[i]];
    if (!TryEvalAs<A>(last_, f, args[N - 1])) return Value{};
    if (args[0].ref == nullptr) [[unlikely]] {
      rt.ThrowNullPointer();
      return Value{};
    }
    return Fn(rt, args);
  }

 private:
  std::array<int, N - 1> slots_;
  const Expr* last_;
};

// A call without dispatch of user method `m` (m.builtin null) with N arguments, the receiver
// first when kReceiver: nodes::Call's steps (stack check, arguments onto the value stack, the
// receiver's null check, Runtime::Enter) without the argument loop and with Enter inline. Nothing
// between the last argument and Runtime::EnterUser reads rt.sp, and EnterUser sets it to the new
// frame's end and back to `base`, so neither the last argument's rt.sp nor the reset after the
// call is written.
//
// A0 is the node class of the one argument of a static call (N 1, no receiver) when it is known
// and cannot throw or run code (BinaryLC: `fib(n - 1)`), else Expr: then the argument is
// evaluated by a direct call and its exception check, which can never fire, is left out.
template <size_t N, bool kReceiver, typename A0 = Expr>
class UserCall final : public Expr {
 public:
  UserCall(const MethodInfo* m, const std::vector<const Expr*>& args) : id_(m->id) {
    for (size_t i = 0; i < N; ++i) args_[i] = args[i];
  }
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value* base = rt.sp;
    if constexpr (std::is_same_v<A0, Expr>) {
      if (!PushArguments<N, kReceiver>(f, args_, base, /*sp_past_last=*/false)) return Value{};
    } else {
      static_assert(N == 1 && !kReceiver);
      if (base + 2 > rt.stack_end) [[unlikely]] {  // PushArguments' check for one argument.
        rt.ThrowStackOverflow();
        return Value{};
      }
      base[0] = EvalAs<A0>(args_[0], f);
    }
    Value r = rt.EnterUser(id_, base);
    return r;
  }

 private:
  int id_;
  std::array<const Expr*, N> args_{};
};

// The node of a call without dispatch of user method `m` (m.builtin null) with `args` (the
// receiver first when `has_receiver`), made in `prog`; null when `args` are too many for a
// UserCall (then nodes::Call runs it).
const Expr* MakeUserCall(Program& prog, const MethodInfo& m, const std::vector<const Expr*>& args,
                         bool has_receiver);

// The node of a call without dispatch of built-in method `m` (m.builtin not null) with `args`
// (the receiver first when `has_receiver`), made in `prog`; null when `args` are too many for a
// BuiltinCall (then nodes::Call runs it).
const Expr* MakeBuiltinCall(Program& prog, const MethodInfo& m,
                            const std::vector<const Expr*>& args, bool has_receiver);

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_BUILTIN_H_
