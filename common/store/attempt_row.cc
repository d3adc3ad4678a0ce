#include "common/store/attempt_row.h"

#include <optional>

#include "absl/strings/str_join.h"
#include "common/status_macros.h"

namespace aprgrid::store {
namespace {

namespace v1 = ::aprgrid::v1;

constexpr std::string_view kInsertAttempt =
    "INSERT OR IGNORE INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, bug, "
    "strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode, seed, population, "
    "generations, engine, fold_index, q, features, max_tries, queued_unix_ms, attempt) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

// The value name of an enum, or NULL for its zero (UNSPECIFIED) value.
template <typename Enum>
std::optional<std::string> EnumName(Enum value,
                                    const google::protobuf::EnumDescriptor* descriptor) {
  if (static_cast<int>(value) == 0) return std::nullopt;
  const google::protobuf::EnumValueDescriptor* named =
      descriptor->FindValueByNumber(static_cast<int>(value));
  if (named == nullptr) return std::to_string(static_cast<int>(value));
  return named->name();
}

}  // namespace

std::string EngineLabel(const v1::Engine& engine) {
  if (engine.has_external()) {
    return "external " + absl::StrJoin(engine.external().argv(), " ");
  }
  return "builtin";
}

absl::StatusOr<bool> InsertAttemptIfNew(SqliteDb& db, const AttemptPlacement& placement,
                                        const v1::Attempt& attempt) {
  if (attempt.key().empty()) return absl::InvalidArgumentError("attempt without a key");
  ASSIGN_OR_RETURN(SqliteStatement * insert, db.Cached(kInsertAttempt));
  const std::string blob = attempt.SerializeAsString();
  std::optional<std::string> bug, strategy, credit, reward, arm_set, activation, ucb_form, mode,
      engine, features;
  std::optional<double> alpha, q;
  std::optional<int64_t> seed, population, generations, fold_index;
  std::string_view kind;
  if (attempt.has_repair()) {
    kind = "repair";
    const v1::RepairAttempt& r = attempt.repair();
    bug = r.bug();
    strategy = EnumName(r.strategy(), v1::Strategy_descriptor());
    credit = EnumName(r.credit(), v1::Credit_descriptor());
    reward = EnumName(r.reward(), v1::Reward_descriptor());
    arm_set = EnumName(r.arm_set(), v1::ArmSet_descriptor());
    activation = EnumName(r.activation(), v1::Activation_descriptor());
    if (r.credit() == v1::RECENCY_WEIGHTED) alpha = r.alpha();
    ucb_form = EnumName(r.ucb_form(), v1::UcbForm_descriptor());
    mode = EnumName(r.mode(), v1::Mode_descriptor());
    seed = r.seed();
    population = r.search().population();
    generations = r.search().generations();
    engine = EngineLabel(r.engine());
  } else if (attempt.has_crf()) {
    kind = "crf";
    const v1::CrfAttempt& c = attempt.crf();
    fold_index = c.fold_index();
    q = c.q();
    features = EnumName(c.features(), v1::CrfFeatures_descriptor());
  } else {
    return absl::InvalidArgumentError("attempt " + attempt.key() + " is neither repair nor crf");
  }
  RETURN_IF_ERROR(insert->BindAll(attempt.key(), placement.campaign_id, attempt.stage(),
                                  placement.ordinal, kind, bug, strategy, credit, reward, arm_set,
                                  activation, alpha, ucb_form, mode, seed, population, generations,
                                  engine, fold_index, q, features, placement.max_tries,
                                  placement.queued_unix_ms, SqliteBlob{blob}));
  RETURN_IF_ERROR(insert->Run());
  return db.Changes() > 0;
}

}  // namespace aprgrid::store
