#include "worker/crf/model/transforms.h"

#include <array>

namespace aprgrid::crf {
namespace {

constexpr std::array<std::string_view, kNumTransforms> kNames = {
    "EMPTY",       "Wrap-Meth",     "Unwrap-Meth",   "Var-RW-Var", "Var-RW-Meth", "Meth-RW-Meth",
    "Meth-RW-Var", "BinOper-Rep",   "Constant-Rep",  "LogExp-Exp", "LogExp-Red",  "Wrap-IF-N",
    "Wrap-IF-O",   "Wrap-IFELSE-N", "Wrap-IFELSE-O", "Unwrap-IF",  "Wrap-TRY",
};

}  // namespace

std::string_view TransformName(int t) { return kNames[t]; }

std::optional<int> TransformFromName(std::string_view name) {
  for (int t = 0; t < kNumTransforms; ++t) {
    if (kNames[t] == name) return t;
  }
  return std::nullopt;
}

int CountTransforms(const std::vector<int>& labelling) {
  int n = 0;
  for (int t : labelling) n += (t != kEmpty);
  return n;
}

}  // namespace aprgrid::crf
