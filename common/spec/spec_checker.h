// Internal to the spec library (aprgrid_spec): the checker behind ValidateCampaignSpec, which
// walks one spec and collects every problem with its location. spec_validator.cc holds the
// campaign-level, CRF-stage and dependency checks; repair_stage_checks.cc those of a repair stage.
// Not thread-safe; one instance per validation.
#ifndef APRGRID_COMMON_SPEC_SPEC_CHECKER_H_
#define APRGRID_COMMON_SPEC_SPEC_CHECKER_H_

#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_cat.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/spec/spec_locations.h"
#include "common/spec/spec_validator.h"
#include "google/protobuf/generated_enum_reflection.h"

namespace aprgrid::spec::internal {

using aprgrid::v1::CampaignSpec;
using aprgrid::v1::CrfStage;
using aprgrid::v1::RepairStage;
using google::protobuf::Descriptor;

inline uint64_t SaturatingMul(uint64_t a, uint64_t b) {
  if (a != 0 && b > std::numeric_limits<uint64_t>::max() / a) {
    return std::numeric_limits<uint64_t>::max();
  }
  return a * b;
}

inline uint64_t SaturatingAdd(uint64_t a, uint64_t b) {
  return b > std::numeric_limits<uint64_t>::max() - a ? std::numeric_limits<uint64_t>::max()
                                                      : a + b;
}

// Shortest round-trip spelling, as in attempt keys, so messages quote the value the user wrote.
inline std::string Num(double value) { return absl::StrCat(value); }

// A strategy that learns from rewards, and so needs credit and reward (UNIFORM and CRF_PRIOR do
// not).
inline bool Learns(int strategy) {
  return aprgrid::v1::Strategy_IsValid(strategy) && strategy != 0 &&
         strategy != aprgrid::v1::UNIFORM && strategy != aprgrid::v1::CRF_PRIOR;
}

inline bool IsCrfStrategy(int strategy) {
  return strategy == aprgrid::v1::CRF_PRIOR || strategy == aprgrid::v1::CRF_BANDIT;
}

// Collects problems with their locations while walking one spec.
class SpecChecker {
 public:
  explicit SpecChecker(const SpecCheckOptions& options) : options_(options) {}

  void Problem(const FieldPath& path, std::string_view message) {
    problems_.push_back(FormatProblem(options_.locations, path, message));
  }

  // Each element of a repeated enum field must be a known, non-zero value, and appear once.
  template <typename Enum, typename Repeated>
  void CheckEnumList(const FieldPath& parent, const Descriptor* message, std::string_view field,
                     const Repeated& values) {
    const google::protobuf::EnumDescriptor* type = google::protobuf::GetEnumDescriptor<Enum>();
    std::set<int> seen;
    for (int i = 0; i < values.size(); ++i) {
      CheckEnumValue(type, parent.Child(message, field, i), values.Get(i));
      if (!seen.insert(values.Get(i)).second) {
        Problem(parent.Child(message, field, i),
                absl::StrCat("duplicate value ", ValueName(type, values.Get(i))));
      }
    }
  }

  void CheckEnumValue(const google::protobuf::EnumDescriptor* type, const FieldPath& path,
                      int value) {
    const google::protobuf::EnumValueDescriptor* known = type->FindValueByNumber(value);
    if (known == nullptr) {
      Problem(path, absl::StrCat("unknown ", type->name(), " value ", value));
    } else if (value == 0) {
      Problem(path, absl::StrCat(known->name(), " is not a level; name one"));
    }
  }

  static std::string ValueName(const google::protobuf::EnumDescriptor* type, int value) {
    const google::protobuf::EnumValueDescriptor* known = type->FindValueByNumber(value);
    return known != nullptr ? known->name() : absl::StrCat(value);
  }

  void CheckUintRange(const FieldPath& path, uint64_t value, uint64_t low, uint64_t high) {
    if (value < low || value > high) {
      Problem(path, absl::StrCat(value, " is out of range ", low, "..", high));
    }
  }

  void CheckName(const FieldPath& path, const std::string& name) {
    if (name.empty()) {
      Problem(path, "is required");
    } else if (!IsValidName(name)) {
      Problem(path, absl::StrCat("\"", name, "\" is not a valid name ([a-zA-Z0-9_.-]{1,64})"));
    }
  }

  // `value` in [0, 1], or in (0, 1] when `open_low`.
  void CheckUnitInterval(const FieldPath& path, double value, bool open_low) {
    const bool low_ok = open_low ? value > 0.0 : value >= 0.0;
    if (!(low_ok && value <= 1.0)) {  // Also catches NaN.
      Problem(path, absl::StrCat(Num(value), " is outside ", open_low ? "(0, 1]" : "[0, 1]"));
    }
  }

  void CheckCampaign(const CampaignSpec& spec);

  const std::vector<std::string>& problems() const { return problems_; }

 private:
  void CheckRepairStage(const FieldPath& path, const RepairStage& stage, uint64_t* count);
  void CheckSubjects(const FieldPath& path, const RepairStage& stage, uint64_t* bugs);
  void CheckFactors(const FieldPath& path, const RepairStage& stage);
  void CheckCrfPrior(const FieldPath& path, const RepairStage& stage);
  void CheckAlphas(const FieldPath& path, const RepairStage& stage);
  void CheckSearch(const FieldPath& path, const aprgrid::v1::GpParameters& search);
  void CheckSeeds(const FieldPath& path, const RepairStage& stage);
  void CheckCrfStage(const FieldPath& path, const CrfStage& stage, uint64_t* count);
  void CheckDependencies(const CampaignSpec& spec);

  const SpecCheckOptions& options_;
  std::vector<std::string> problems_;
};

}  // namespace aprgrid::spec::internal

#endif  // APRGRID_COMMON_SPEC_SPEC_CHECKER_H_
