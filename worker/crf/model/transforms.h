// The output alphabet of the CRF: EMPTY plus the 16 repair transforms of the spec (section 4),
// named exactly as the spec names them.
#ifndef APRGRID_WORKER_CRF_MODEL_TRANSFORMS_H_
#define APRGRID_WORKER_CRF_MODEL_TRANSFORMS_H_

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace aprgrid::crf {

enum Transform : int {
  kEmpty = 0,
  kWrapMeth,
  kUnwrapMeth,
  kVarRwVar,
  kVarRwMeth,
  kMethRwMeth,
  kMethRwVar,
  kBinOperRep,
  kConstantRep,
  kLogExpExp,
  kLogExpRed,
  kWrapIfN,
  kWrapIfO,
  kWrapIfElseN,
  kWrapIfElseO,
  kUnwrapIf,
  kWrapTry,
};

inline constexpr int kNumTransforms = 17;

// A set of transforms as a bit mask (bit t set = transform t allowed).
using TransformMask = uint32_t;
inline constexpr TransformMask kAllTransforms = (1u << kNumTransforms) - 1;

// The transforms a virtual root may ever carry (docs/crf-transform-prediction.md, section 4.1): the
// five wraps and EMPTY.
inline constexpr TransformMask kVirtualRootTransforms = (1u << kEmpty) | (1u << kWrapIfN) |
                                                        (1u << kWrapIfO) | (1u << kWrapIfElseN) |
                                                        (1u << kWrapIfElseO) | (1u << kWrapTry);

// "Wrap-Meth", "EMPTY", ... REQUIRES: 0 <= t < kNumTransforms.
std::string_view TransformName(int t);
// The inverse of TransformName; nullopt for an unknown name.
std::optional<int> TransformFromName(std::string_view name);

// S(t): the number of non-EMPTY labels of a labelling.
int CountTransforms(const std::vector<int>& labelling);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_TRANSFORMS_H_
