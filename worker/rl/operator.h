// The mutation operators the GP search can apply, in JaRFly's `Mutation` enum order.
//
// The order matters: the artefact breaks greedy ties by taking the first maximal operator in this
// order (docs/rl-operator-selection.md, section 1.1, item 7), so the enumerator values are part of
// the behaviour.
#ifndef APRGRID_WORKER_RL_OPERATOR_H_
#define APRGRID_WORKER_RL_OPERATOR_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace aprgrid::rl {

enum class Operator : uint8_t {
  kAppend,
  kDelete,
  kReplace,
  kSwap,
  kFunRep,
  kParRep,
  kParAdd,
  kParRem,
  kExpRep,
  kExpAdd,
  kExpRem,
  kNullCheck,
  kObjInit,
  kRangeCheck,
  kSizeCheck,
  kCastCheck,
  kLBoundSet,
  kUBoundSet,
  kOffByOne,
  kSeqExch,
  kCasterMut,
  kCasteeMut,
};

inline constexpr int kOperatorCount = 22;

// Every operator, in enum order.
std::span<const Operator> AllOperators();

// JaRFly's configuration token, lower case: "append", "funrep", "lbset", "casteemut", ...
std::string_view OperatorName(Operator op);

// The inverse of OperatorName (exact, lower-case match); nullopt for an unknown name.
std::optional<Operator> OperatorFromName(std::string_view name);

inline int OperatorIndex(Operator op) { return static_cast<int>(op); }

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_OPERATOR_H_
