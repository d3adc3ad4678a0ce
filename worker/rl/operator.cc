#include "worker/rl/operator.h"

#include <array>

namespace aprgrid::rl {
namespace {

constexpr std::array<Operator, kOperatorCount> kAll = {
    Operator::kAppend,    Operator::kDelete,     Operator::kReplace,   Operator::kSwap,
    Operator::kFunRep,    Operator::kParRep,     Operator::kParAdd,    Operator::kParRem,
    Operator::kExpRep,    Operator::kExpAdd,     Operator::kExpRem,    Operator::kNullCheck,
    Operator::kObjInit,   Operator::kRangeCheck, Operator::kSizeCheck, Operator::kCastCheck,
    Operator::kLBoundSet, Operator::kUBoundSet,  Operator::kOffByOne,  Operator::kSeqExch,
    Operator::kCasterMut, Operator::kCasteeMut,
};

constexpr std::array<std::string_view, kOperatorCount> kNames = {
    "append",   "delete",     "replace",   "swap",      "funrep", "parrep",
    "paradd",   "parrem",     "exprep",    "expadd",    "exprem", "nullcheck",
    "objinit",  "rangecheck", "sizecheck", "castcheck", "lbset",  "ubset",
    "offbyone", "seqexch",    "castermut", "casteemut",
};

}  // namespace

std::span<const Operator> AllOperators() { return kAll; }

std::string_view OperatorName(Operator op) { return kNames[OperatorIndex(op)]; }

std::optional<Operator> OperatorFromName(std::string_view name) {
  for (Operator op : kAll) {
    if (kNames[OperatorIndex(op)] == name) return op;
  }
  return std::nullopt;
}

}  // namespace aprgrid::rl
