#include "cli/campaign_outcomes.h"

#include <map>
#include <set>
#include <string_view>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "aprgrid/v1/campaign.pb.h"
#include "cli/results_query.h"
#include "common/status_macros.h"

namespace aprgrid::cli {
namespace {

// One row per attempt and naming stage; the generations sum is over the attempt's current epoch
// (the one that finished). Constant SQL: the only parameter is bound.
constexpr char kOutcomesSql[] = R"sql(
SELECT l.stage, s.position, a.strategy, a.credit, a.reward, a.arm_set, a.activation, a.alpha,
       a.ucb_form, a.mode, a.population, a.generations, a.engine, a.attempt_key, a.bug, a.state,
       a.patched, a.variants_to_patch, a.variants_evaluated,
       (SELECT SUM(g.variants_passing_negative) FROM generations g
         WHERE g.attempt_key = a.attempt_key AND g.epoch = a.epoch) AS passing_negative,
       CASE WHEN a.strategy IN ('CRF_PRIOR', 'CRF_BANDIT') THEN %s END AS crf_attempt
FROM %s l
JOIN attempts a ON a.attempt_key = l.attempt_key
JOIN stages s ON s.campaign_id = l.campaign_id AND s.stage = l.stage
WHERE l.campaign_id = ?1 AND a.kind = 'repair'
ORDER BY s.position, a.strategy, a.credit, a.reward, a.arm_set, a.activation, a.alpha,
         a.ucb_form, a.mode, a.population, a.generations, a.engine, a.bug, a.attempt_key
)sql";

std::string Text(const store::SqliteStatement& row, int column) {
  return row.ColumnIsNull(column) ? "" : std::string(row.ColumnText(column));
}

std::string BaseLabel(const ConfigurationOutcomes& c) {
  std::string label;
  for (const std::string* factor :
       {&c.strategy, &c.credit, &c.reward, &c.arm_set, &c.activation, &c.ucb_form, &c.mode}) {
    if (!factor->empty()) absl::StrAppend(&label, label.empty() ? "" : "/", *factor);
  }
  if (c.alpha) absl::StrAppend(&label, " a=", absl::StrFormat("%g", *c.alpha));
  return label;
}

// Makes labels unique within each stage by adding the search size, then the engine. The CRF
// prior's floor joins the CRF configurations' labels only when the campaign has several.
void AssignLabels(std::vector<ConfigurationOutcomes>& configs) {
  std::set<double> floors;
  for (const auto& c : configs) {
    if (c.crf_prior_floor) floors.insert(*c.crf_prior_floor);
  }
  for (auto& c : configs) {
    c.label = BaseLabel(c);
    if (floors.size() > 1 && c.crf_prior_floor) {
      absl::StrAppend(&c.label, " floor=", absl::StrFormat("%g", *c.crf_prior_floor));
    }
  }
  for (int round = 0; round < 2; ++round) {
    std::map<std::pair<std::string, std::string>, int> uses;
    for (const auto& c : configs) ++uses[{c.stage, c.label}];
    for (auto& c : configs) {
      if (uses[{c.stage, c.label}] < 2) continue;
      c.label += round == 0 ? absl::StrCat(" pop=", c.population, " gen=", c.generations)
                            : absl::StrCat(" engine=", c.engine);
    }
  }
}

}  // namespace

absl::StatusOr<std::vector<ConfigurationOutcomes>> ReadCampaignOutcomes(
    const std::string& db_path, const std::string& campaign_id) {
  ASSIGN_OR_RETURN(store::SqliteDb db, OpenResultsDb(db_path));
  ASSIGN_OR_RETURN(
      store::SqliteStatement row,
      db.Prepare(absl::StrFormat(kOutcomesSql, AttemptMessageColumn(db), StageLinksTable(db))));
  RETURN_IF_ERROR(row.BindAll(campaign_id));
  std::vector<ConfigurationOutcomes> configs;
  using Key = std::tuple<std::string, std::string, std::string, std::string, std::string,
                         std::string, std::string, std::string, std::optional<double>, int, int,
                         std::string, std::optional<double>>;
  // The rows come in configuration order except where only the floor (inside the attempt blob,
  // constant within a stage as the spec has it) differs; the index keeps such rows apart anyway.
  std::map<Key, size_t> index;
  while (true) {
    ASSIGN_OR_RETURN(bool more, row.Step());
    if (!more) break;
    ConfigurationOutcomes c;
    c.stage = Text(row, 0);
    c.stage_position = static_cast<int>(row.ColumnInt(1));
    c.strategy = Text(row, 2);
    c.credit = Text(row, 3);
    c.reward = Text(row, 4);
    c.arm_set = Text(row, 5);
    c.activation = Text(row, 6);
    if (!row.ColumnIsNull(7)) c.alpha = row.ColumnDouble(7);
    c.ucb_form = Text(row, 8);
    c.mode = Text(row, 9);
    c.population = static_cast<int>(row.ColumnInt(10));
    c.generations = static_cast<int>(row.ColumnInt(11));
    c.engine = Text(row, 12);
    if (!row.ColumnIsNull(20)) {
      const std::string_view blob = row.ColumnBlob(20);
      v1::Attempt attempt;
      if (!attempt.ParseFromArray(blob.data(), static_cast<int>(blob.size())) ||
          !attempt.has_repair()) {
        return absl::DataLossError(
            absl::StrCat("attempt ", Text(row, 13), ": unreadable RepairAttempt"));
      }
      c.crf_prior_floor = attempt.repair().crf_prior_floor();
    }
    Key key{c.stage,       c.strategy, c.credit,         c.reward, c.arm_set,
            c.activation,  c.ucb_form, c.mode,           c.alpha,  c.population,
            c.generations, c.engine,   c.crf_prior_floor};
    auto [slot, added] = index.try_emplace(key, configs.size());
    if (added) configs.push_back(std::move(c));
    ConfigurationOutcomes& config = configs[slot->second];
    AttemptOutcome a;
    a.attempt_key = Text(row, 13);
    a.bug = Text(row, 14);
    const std::string state = Text(row, 15);
    a.finished = state == "done";
    a.failed = state == "failed";
    a.patched = a.finished && !row.ColumnIsNull(16) && row.ColumnInt(16) == 1;
    if (a.patched && !row.ColumnIsNull(17)) a.variants_to_patch = row.ColumnDouble(17);
    a.budget = row.ColumnIsNull(18) ? static_cast<double>(config.population) * config.generations
                                    : row.ColumnDouble(18);
    if (!row.ColumnIsNull(19)) a.test_passing_variants = row.ColumnDouble(19);
    config.attempts.push_back(std::move(a));
  }
  AssignLabels(configs);
  return configs;
}

}  // namespace aprgrid::cli
