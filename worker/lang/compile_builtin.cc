// The compiler's choice of a direct call node for a built-in method (nodes_builtin.h).
#include "worker/lang/nodes_builtin.h"
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

// The hottest built-ins, recognised by their function (stdlib_inline.h): their bodies inline.
const Expr* MakeInlined(Program& prog, BuiltinFn fn, const std::vector<const Expr*>& args) {
  using stdlib::ArrayListAdd, stdlib::ArrayListGet, stdlib::ArrayListSize;
  if (fn == &ArrayListSize) return prog.Make<BuiltinCall<1, true, &ArrayListSize>>(fn, args);
  if (fn == &ArrayListGet) return prog.Make<BuiltinCall<2, true, &ArrayListGet>>(fn, args);
  if (fn == &ArrayListAdd) return prog.Make<BuiltinCall<2, true, &ArrayListAdd>>(fn, args);
  if (fn == &stdlib::StrLength) {
    return prog.Make<BuiltinCall<1, true, &stdlib::StringLength>>(fn, args);
  }
  if (fn == &stdlib::StrCharAt) {
    return prog.Make<BuiltinCall<2, true, &stdlib::StringCharAt>>(fn, args);
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

}  // namespace aprgrid::lang::nodes
