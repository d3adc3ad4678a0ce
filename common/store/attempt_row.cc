#include "common/store/attempt_row.h"

#include <array>
#include <optional>

#include "absl/strings/str_join.h"
#include "common/status_macros.h"
#include "common/store/row_reserve.h"

namespace aprgrid::store {
namespace {

namespace v1 = ::aprgrid::v1;

constexpr std::string_view kInsertAttempts =
    "INSERT OR IGNORE INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, bug, "
    "strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode, seed, population, "
    "generations, engine, fold_index, q, features, max_tries, queued_unix_ms, attempt, shape_id, "
    "reserve) VALUES ";
constexpr std::string_view kAttemptValues =
    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, zeroblob(?))";
constexpr int kParametersPerRow = 26;

// The INSERT of `n` rows (1 <= n <= AttemptRowBatch::kRowsPerInsert): constant text, built once.
const std::string& InsertAttemptsSql(size_t n) {
  static const std::array<std::string, AttemptRowBatch::kRowsPerInsert + 1> sql = [] {
    std::array<std::string, AttemptRowBatch::kRowsPerInsert + 1> all;
    for (size_t rows = 1; rows < all.size(); ++rows) {
      all[rows] = MultiRowInsertSql(kInsertAttempts, kAttemptValues, rows);
    }
    return all;
  }();
  return sql[n];
}

// The text of `value` bound without a copy, or NULL.
std::optional<SqliteStaticText> Static(const std::optional<std::string>& value) {
  if (!value.has_value()) return std::nullopt;
  return SqliteStaticText{*value};
}

// Binds row `row` (0-based) of an InsertAttemptsSql statement: the columns in its order. Text and
// blobs are bound without a copy (SqliteStaticText): the caller runs the statement while they are
// valid and then clears it (RunAndClear).
absl::Status BindAttemptRow(SqliteStatement& insert, size_t row, const AttemptPlacement& placement,
                            std::string_view key, const AttemptColumns& c,
                            std::optional<int64_t> seed, std::optional<int64_t> shape_id,
                            std::string_view blob) {
  return insert.BindFrom(static_cast<int>(row) * kParametersPerRow + 1, SqliteStaticText{key},
                         SqliteStaticText{placement.campaign_id}, SqliteStaticText{c.stage},
                         placement.ordinal, SqliteStaticText{c.kind}, Static(c.bug),
                         Static(c.strategy), Static(c.credit), Static(c.reward), Static(c.arm_set),
                         Static(c.activation), c.alpha, Static(c.ucb_form), Static(c.mode), seed,
                         c.population, c.generations, Static(c.engine), c.fold_index, c.q,
                         Static(c.features), placement.max_tries, placement.queued_unix_ms,
                         SqliteStaticBlob{blob}, shape_id, kAttemptRowReserve);
}

// Runs `insert`, then drops its bindings, which point into the caller's rows.
absl::Status RunAndClear(SqliteStatement& insert) {
  absl::Status status = insert.Run();
  insert.ClearBindings();
  return status;
}

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

absl::StatusOr<AttemptColumns> AttemptColumnsOf(const v1::Attempt& attempt) {
  AttemptColumns c;
  c.stage = attempt.stage();
  if (attempt.has_repair()) {
    c.kind = "repair";
    const v1::RepairAttempt& r = attempt.repair();
    c.bug = r.bug();
    c.strategy = EnumName(r.strategy(), v1::Strategy_descriptor());
    c.credit = EnumName(r.credit(), v1::Credit_descriptor());
    c.reward = EnumName(r.reward(), v1::Reward_descriptor());
    c.arm_set = EnumName(r.arm_set(), v1::ArmSet_descriptor());
    c.activation = EnumName(r.activation(), v1::Activation_descriptor());
    if (r.credit() == v1::RECENCY_WEIGHTED) c.alpha = r.alpha();
    c.ucb_form = EnumName(r.ucb_form(), v1::UcbForm_descriptor());
    c.mode = EnumName(r.mode(), v1::Mode_descriptor());
    c.seed = r.seed();
    c.population = r.search().population();
    c.generations = r.search().generations();
    c.engine = EngineLabel(r.engine());
  } else if (attempt.has_crf()) {
    c.kind = "crf";
    const v1::CrfAttempt& crf = attempt.crf();
    c.fold_index = crf.fold_index();
    c.q = crf.q();
    c.features = EnumName(crf.features(), v1::CrfFeatures_descriptor());
  } else {
    return absl::InvalidArgumentError("attempt " + attempt.key() + " is neither repair nor crf");
  }
  return c;
}

absl::StatusOr<bool> InsertAttemptRow(SqliteDb& db, const AttemptPlacement& placement,
                                      std::string_view key, const AttemptColumns& c,
                                      std::optional<int64_t> shape_id, std::string_view blob) {
  if (key.empty()) return absl::InvalidArgumentError("attempt without a key");
  ASSIGN_OR_RETURN(SqliteStatement * insert, db.Cached(InsertAttemptsSql(1)));
  absl::Status bound = BindAttemptRow(*insert, 0, placement, key, c, c.seed, shape_id, blob);
  if (!bound.ok()) {
    insert->ClearBindings();
    return bound;
  }
  RETURN_IF_ERROR(RunAndClear(*insert));
  return db.Changes() > 0;
}

absl::Status AttemptRowBatch::Add(const AttemptPlacement& placement, std::string_view key,
                                  const AttemptColumns& columns, std::optional<int64_t> seed,
                                  int64_t shape_id) {
  if (key.empty()) return absl::InvalidArgumentError("attempt without a key");
  if (rows_.capacity() == 0) rows_.reserve(kRowsPerInsert);
  rows_.push_back({placement, key, &columns, seed, shape_id});
  return rows_.size() == kRowsPerInsert ? Flush() : absl::OkStatus();
}

absl::Status AttemptRowBatch::Flush() {
  if (rows_.empty()) return absl::OkStatus();
  SqliteStatement* insert = full_;
  if (rows_.size() != kRowsPerInsert || insert == nullptr) {
    ASSIGN_OR_RETURN(insert, db_.Cached(InsertAttemptsSql(rows_.size())));
    if (rows_.size() == kRowsPerInsert) full_ = insert;
  }
  for (size_t i = 0; i < rows_.size(); ++i) {
    const Row& row = rows_[i];
    absl::Status bound = BindAttemptRow(*insert, i, row.placement, row.key, *row.columns, row.seed,
                                        row.shape_id, std::string_view());
    if (!bound.ok()) {
      insert->ClearBindings();
      return bound;
    }
  }
  rows_.clear();
  return RunAndClear(*insert);
}

absl::StatusOr<bool> InsertAttemptIfNew(SqliteDb& db, const AttemptPlacement& placement,
                                        const v1::Attempt& attempt) {
  if (attempt.key().empty()) return absl::InvalidArgumentError("attempt without a key");
  ASSIGN_OR_RETURN(const AttemptColumns columns, AttemptColumnsOf(attempt));
  return InsertAttemptRow(db, placement, attempt.key(), columns, std::nullopt,
                          attempt.SerializeAsString());
}

}  // namespace aprgrid::store
