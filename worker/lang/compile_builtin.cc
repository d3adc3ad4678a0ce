// The compiler's choice of a direct call node for a built-in or user method (nodes_builtin.h).
#include "worker/lang/nodes_builtin.h"
#include "worker/lang/nodes_operands.h"
#include "worker/lang/nodes_ops.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_inline.h"

namespace aprgrid::lang::nodes {
namespace {

template <bool kReceiver>
const Expr* Make(Program& prog, BuiltinFn fn, const std::vector<const Expr*>& args) {
  switch (args.size()) {
    case 1:
      return prog.Make<BuiltinCall<1, kReceiver>>(fn, args);
    case 2:
      return prog.Make<BuiltinCall<2, kReceiver>>(fn, args);
    case 3:
      return prog.Make<BuiltinCall<3, kReceiver>>(fn, args);
    case 4:
      return prog.Make<BuiltinCall<4, kReceiver>>(fn, args);
    default:
      return nullptr;
  }
}

// The BuiltinCallLastAs of `list.get(list.size() - 1)` and `list.remove(list.size() - 1)` (the
// receiver and the size's list locals; the size's value stack check is implied by the call's);
// null for other arguments.
template <size_t N, BuiltinFn Fn>
const Expr* MakeCallLastSize(Program& prog, const std::array<int, N>& slots, const Expr* last) {
  using Size = BuiltinCallOnLocals<1, &stdlib::ArrayListSize>;
  using A = BinaryEC<ops::SubI, true, Size>;
  const auto* sub = dynamic_cast<const BinaryEC<ops::SubI>*>(last);
  if (sub == nullptr || prog.coverage || dynamic_cast<const Size*>(sub->lhs()) == nullptr) {
    return nullptr;
  }
  std::array<int, N - 1> first{};
  for (size_t i = 0; i + 1 < N; ++i) first[i] = slots[i];
  return prog.Make<BuiltinCallLastAs<N, Fn, A>>(first, prog.Make<A>(sub->lhs(), sub->rhs()));
}

// The BuiltinCallLastAs of a call of `Fn` whose arguments but the last are locals (`slots`) when
// the last is an int local plus or minus a constant or an int local's remainder by a constant
// (`sb.append(i % 10)`, `s.charAt(i + 1)`, `list.get(i - 1)`); null otherwise.
template <size_t N, BuiltinFn Fn>
const Expr* MakeCallLastIntExpr(Program& prog, const std::array<int, N>& slots, const Expr* last) {
  if (prog.coverage) return nullptr;
  std::array<int, N - 1> first{};
  for (size_t i = 0; i + 1 < N; ++i) first[i] = slots[i];
  if (const auto* d = dynamic_cast<const DivideByConst<ops::RemI>*>(last)) {
    if (dynamic_cast<const Local*>(d->lhs()) == nullptr) return nullptr;
    using A = DivideByConst<ops::RemI, Local>;
    return prog.Make<BuiltinCallLastAs<N, Fn, A>>(first, prog.Make<A>(d->lhs(), d->rhs()));
  }
  if (dynamic_cast<const BinaryLC<ops::AddI>*>(last) != nullptr) {
    return prog.Make<BuiltinCallLastAs<N, Fn, BinaryLC<ops::AddI>>>(first, last);
  }
  if (dynamic_cast<const BinaryLC<ops::SubI>*>(last) != nullptr) {
    return prog.Make<BuiltinCallLastAs<N, Fn, BinaryLC<ops::SubI>>>(first, last);
  }
  return nullptr;
}

// The BuiltinCallLastAs of a call of `Fn` whose arguments but the last are locals (`slots`) when
// the last is the box of a local or of an array element through locals; null otherwise.
template <size_t N, BuiltinFn Fn>
const Expr* MakeCallLastBoxed(Program& prog, const std::array<int, N>& slots, const Expr* last) {
  const auto* box = dynamic_cast<const Box<>*>(last);
  // A coverage build keeps the general nodes (docs/performance.md, "Typed collection operands").
  if (box == nullptr || prog.coverage) return nullptr;
  std::array<int, N - 1> first{};
  for (size_t i = 0; i + 1 < N; ++i) first[i] = slots[i];
  const Expr* v = box->operand();
  if (dynamic_cast<const ArrayLoadLL*>(v) != nullptr) {
    return prog.Make<BuiltinCallLastAs<N, Fn, Box<ArrayLoadLL>>>(
        first, prog.Make<Box<ArrayLoadLL>>(v, box->cls()));
  }
  if (dynamic_cast<const Local*>(v) != nullptr) {
    return prog.Make<BuiltinCallLastAs<N, Fn, Box<Local>>>(first,
                                                           prog.Make<Box<Local>>(v, box->cls()));
  }
  return nullptr;
}

// An inlined built-in's node: BuiltinCallOnLocals when every argument is a local variable, or
// every one but the last, which is a constant; BuiltinCallLastAs when the last is a box of a
// local or an array element (MakeCallLastBoxed).
template <size_t N, BuiltinFn Fn>
const Expr* MakeInlinedCall(Program& prog, const std::vector<const Expr*>& args) {
  std::array<int, N> slots{};
  const auto* last = N > 1 ? dynamic_cast<const Const*>(args[N - 1]) : nullptr;
  for (size_t i = 0; i < N; ++i) {
    if (last != nullptr && i + 1 == N) break;
    const auto* local = dynamic_cast<const Local*>(args[i]);
    if (local == nullptr) {
      if constexpr (N > 1 && Fn == &stdlib::ArrayListAdd) {
        if (i + 1 == N) {
          if (const Expr* e = MakeCallLastBoxed<N, Fn>(prog, slots, args[i])) return e;
        }
      }
      if constexpr (N == 2 && (Fn == &stdlib::ArrayListRemoveAt || Fn == &stdlib::ArrayListGet)) {
        if (i + 1 == N) {
          if (const Expr* e = MakeCallLastSize<N, Fn>(prog, slots, args[i])) return e;
        }
      }
      if constexpr (N == 2 && (Fn == &stdlib::ArrayListGet || Fn == &stdlib::StringCharAt ||
                               Fn == &stdlib::StringBuilderAppendInt ||
                               Fn == &stdlib::StringBuilderAppendChar)) {
        if (i + 1 == N) {
          if (const Expr* e = MakeCallLastIntExpr<N, Fn>(prog, slots, args[i])) return e;
        }
      }
      return prog.Make<BuiltinCall<N, true, Fn>>(Fn, args);
    }
    slots[i] = local->slot();
  }
  if (last != nullptr) return prog.Make<BuiltinCallOnLocals<N, Fn, true>>(slots, last->value());
  return prog.Make<BuiltinCallOnLocals<N, Fn>>(slots);
}

// The hottest built-ins, recognised by their function (stdlib_inline.h): their bodies inline.
const Expr* MakeInlined(Program& prog, BuiltinFn fn, const std::vector<const Expr*>& args) {
  using stdlib::ArrayListAdd, stdlib::ArrayListGet, stdlib::ArrayListSize;
  if (fn == &ArrayListSize) return MakeInlinedCall<1, &ArrayListSize>(prog, args);
  if (fn == &ArrayListGet) return MakeInlinedCall<2, &ArrayListGet>(prog, args);
  if (fn == &ArrayListAdd) return MakeInlinedCall<2, &ArrayListAdd>(prog, args);
  if (fn == &stdlib::ArrayListRemoveAt) {
    return MakeInlinedCall<2, &stdlib::ArrayListRemoveAt>(prog, args);
  }
  if (fn == &stdlib::StrLength) return MakeInlinedCall<1, &stdlib::StringLength>(prog, args);
  if (fn == &stdlib::StrCharAt) return MakeInlinedCall<2, &stdlib::StringCharAt>(prog, args);
  if (fn == &stdlib::SbAppendChar) {
    return MakeInlinedCall<2, &stdlib::StringBuilderAppendChar>(prog, args);
  }
  if (fn == &stdlib::SbAppendInt) {
    return MakeInlinedCall<2, &stdlib::StringBuilderAppendInt>(prog, args);
  }
  return nullptr;
}

}  // namespace

const Expr* MakeBuiltinCall(Program& prog, const MethodInfo& m,
                            const std::vector<const Expr*>& args, bool has_receiver) {
  if (has_receiver) {
    if (const Expr* e = MakeInlined(prog, m.builtin, args)) return e;
  }
  if (has_receiver) return Make<true>(prog, m.builtin, args);
  if (args.empty()) return prog.Make<BuiltinCall<0, false>>(m.builtin, args);
  return Make<false>(prog, m.builtin, args);
}

template <bool kReceiver>
const Expr* MakeUser(Program& prog, const MethodInfo& m, const std::vector<const Expr*>& args) {
  if (!kReceiver && args.size() == 1) {  // `f(n - 1)`, `f(i + 1)`: the argument inline.
    if (dynamic_cast<const BinaryLC<ops::SubI>*>(args[0]) != nullptr) {
      return prog.Make<UserCall<1, false, BinaryLC<ops::SubI>>>(&m, args);
    }
    if (dynamic_cast<const BinaryLC<ops::AddI>*>(args[0]) != nullptr) {
      return prog.Make<UserCall<1, false, BinaryLC<ops::AddI>>>(&m, args);
    }
  }
  switch (args.size()) {
    case 0:
      return prog.Make<UserCall<0, kReceiver>>(&m, args);
    case 1:
      return prog.Make<UserCall<1, kReceiver>>(&m, args);
    case 2:
      return prog.Make<UserCall<2, kReceiver>>(&m, args);
    case 3:
      return prog.Make<UserCall<3, kReceiver>>(&m, args);
    case 4:
      return prog.Make<UserCall<4, kReceiver>>(&m, args);
    default:
      return nullptr;
  }
}

const Expr* MakeUserCall(Program& prog, const MethodInfo& m, const std::vector<const Expr*>& args,
                         bool has_receiver) {
  if (m.builtin != nullptr) return nullptr;
  return has_receiver ? MakeUser<true>(prog, m, args) : MakeUser<false>(prog, m, args);
}

}  // namespace aprgrid::lang::nodes
