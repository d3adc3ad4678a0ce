#include "common/spec/attempt_key.h"

#include <charconv>
#include <cmath>
#include <string_view>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "common/sha256.h"
#include "google/protobuf/generated_enum_reflection.h"

namespace aprgrid::spec {
namespace {

constexpr char kHeader[] = "aprgrid-attempt-v1\n";
constexpr size_t kKeyDigits = 16;

// Enum values are spelled by their proto names; the zero value ("not applicable") as "none", so
// the key does not depend on the *_UNSPECIFIED naming.
template <typename Enum>
std::string EnumText(int value) {
  if (value == 0) return "none";
  const google::protobuf::EnumValueDescriptor* known =
      google::protobuf::GetEnumDescriptor<Enum>()->FindValueByNumber(value);
  return known != nullptr ? known->name() : absl::StrCat(value);
}

class Lines {
 public:
  Lines() : text_(kHeader) {}
  void Add(std::string_view name, std::string_view value) {
    text_.append(name).append("=").append(value).append("\n");
  }
  // Add("seed", ...), remembering where the value stands in the text.
  void AddSeed(uint64_t seed) {
    text_.append("seed=");
    seed_begin_ = text_.size();
    absl::StrAppend(&text_, seed);
    seed_end_ = text_.size();
    text_.append("\n");
  }
  std::string Take() { return std::move(text_); }
  // The text before and after the seed's value. REQUIRES: AddSeed was called.
  std::string_view Prefix() const { return std::string_view(text_).substr(0, seed_begin_); }
  std::string_view Suffix() const { return std::string_view(text_).substr(seed_end_); }

 private:
  std::string text_;
  size_t seed_begin_ = 0;
  size_t seed_end_ = 0;
};

std::string Key(const std::string& canonical) { return Sha256Hex(canonical).substr(0, kKeyDigits); }

}  // namespace

std::string CanonicalDouble(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  if (value == 0) return "0";  // Also -0, which to_chars would spell "-0".
  char buffer[64];
  const std::to_chars_result result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  return std::string(buffer, result.ptr);
}

namespace {

void RepairLines(const aprgrid::v1::RepairAttempt& attempt, Lines& lines) {
  lines.Add("kind", "repair");
  lines.Add("bug", absl::CEscape(attempt.bug()));
  lines.Add("strategy", EnumText<aprgrid::v1::Strategy>(attempt.strategy()));
  lines.Add("credit", EnumText<aprgrid::v1::Credit>(attempt.credit()));
  lines.Add("alpha", CanonicalDouble(attempt.alpha()));
  lines.Add("reward", EnumText<aprgrid::v1::Reward>(attempt.reward()));
  lines.Add("arm_set", EnumText<aprgrid::v1::ArmSet>(attempt.arm_set()));
  lines.Add("activation", EnumText<aprgrid::v1::Activation>(attempt.activation()));
  lines.Add("ucb_form", EnumText<aprgrid::v1::UcbForm>(attempt.ucb_form()));
  lines.Add("mode", EnumText<aprgrid::v1::Mode>(attempt.mode()));
  const aprgrid::v1::ResolvedGp& gp = attempt.search();
  lines.Add("population", absl::StrCat(gp.population()));
  lines.Add("generations", absl::StrCat(gp.generations()));
  lines.Add("tournament_k", absl::StrCat(gp.tournament_k()));
  lines.Add("crossover_rate", CanonicalDouble(gp.crossover_rate()));
  lines.Add("positive_sample", CanonicalDouble(gp.positive_sample()));
  lines.Add("negative_weight", CanonicalDouble(gp.negative_weight()));
  lines.Add("localisation", EnumText<aprgrid::v1::Localisation>(gp.localisation()));
  lines.Add("check_space", gp.check_space() ? "true" : "false");
  lines.AddSeed(attempt.seed());
  if (attempt.engine().has_external()) {
    lines.Add("engine", "external");
    for (const std::string& arg : attempt.engine().external().argv()) {
      lines.Add("engine_arg", absl::CEscape(arg));
    }
  } else {
    lines.Add("engine", "builtin");
  }
  // CRF-guided strategies only (docs/crf-prior.md), so every other attempt keeps its key.
  if (attempt.strategy() == aprgrid::v1::CRF_PRIOR ||
      attempt.strategy() == aprgrid::v1::CRF_BANDIT) {
    lines.Add("crf_prior_floor", CanonicalDouble(attempt.crf_prior_floor()));
  }
  if (!attempt.crf_model_key().empty()) {
    lines.Add("crf_model_key", absl::CEscape(attempt.crf_model_key()));
  }
}

void CrfLines(const aprgrid::v1::CrfAttempt& attempt, Lines& lines) {
  lines.Add("kind", "crf");
  lines.Add("dataset", absl::CEscape(attempt.dataset()));
  lines.Add("folds", absl::StrCat(attempt.folds()));
  lines.Add("fold_index", absl::StrCat(attempt.fold_index()));
  lines.Add("q", CanonicalDouble(attempt.q()));
  lines.Add("delta2", CanonicalDouble(attempt.delta2()));
  lines.Add("iterations", absl::StrCat(attempt.iterations()));
  lines.Add("features", EnumText<aprgrid::v1::CrfFeatures>(attempt.features()));
  lines.Add("top_k", absl::StrCat(attempt.top_k()));
  lines.AddSeed(attempt.seed());
  // Only when set, so every earlier CRF attempt keeps its key.
  for (const std::string& project : attempt.exclude_projects()) {
    lines.Add("exclude_project", absl::CEscape(project));
  }
}

}  // namespace

std::string CanonicalRepairAttempt(const aprgrid::v1::RepairAttempt& attempt) {
  Lines lines;
  RepairLines(attempt, lines);
  return lines.Take();
}

std::string CanonicalCrfAttempt(const aprgrid::v1::CrfAttempt& attempt) {
  Lines lines;
  CrfLines(attempt, lines);
  return lines.Take();
}

std::string RepairAttemptKey(const aprgrid::v1::RepairAttempt& attempt) {
  return Key(CanonicalRepairAttempt(attempt));
}

std::string CrfAttemptKey(const aprgrid::v1::CrfAttempt& attempt) {
  return Key(CanonicalCrfAttempt(attempt));
}

std::string AttemptKey(const aprgrid::v1::Attempt& attempt) {
  if (attempt.has_repair()) return RepairAttemptKey(attempt.repair());
  if (attempt.has_crf()) return CrfAttemptKey(attempt.crf());
  return "";
}

SeedKeys::SeedKeys(const aprgrid::v1::Attempt& shape) {
  Lines lines;
  if (shape.has_repair()) {
    RepairLines(shape.repair(), lines);
  } else if (shape.has_crf()) {
    CrfLines(shape.crf(), lines);
  } else {
    return;
  }
  valid_ = true;
  prefix_.Update(lines.Prefix());
  suffix_ = std::string(lines.Suffix());
}

void SeedKeys::Key(uint64_t seed, char* out) {
  work_ = prefix_;
  char digits[20];  // 2^64 - 1 has 20 decimal digits.
  const std::to_chars_result spelled = std::to_chars(digits, digits + sizeof(digits), seed);
  work_.Update(std::string_view(digits, spelled.ptr - digits));
  work_.Update(suffix_);
  work_.FinishHex(out, kKeyDigits);
}

std::string SeedKeys::Key(uint64_t seed) {
  if (!valid_) return "";
  std::string key(kKeyDigits, '0');
  Key(seed, key.data());
  return key;
}

}  // namespace aprgrid::spec
