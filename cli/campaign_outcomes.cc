#include "cli/campaign_outcomes.h"

#include <map>
#include <tuple>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
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
         WHERE g.attempt_key = a.attempt_key AND g.epoch = a.epoch) AS passing_negative
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

// Makes labels unique within each stage by adding the search size, then the engine.
void AssignLabels(std::vector<ConfigurationOutcomes>& configs) {
  for (auto& c : configs) c.label = BaseLabel(c);
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
  ASSIGN_OR_RETURN(store::SqliteStatement row,
                   db.Prepare(absl::StrFormat(kOutcomesSql, StageLinksTable(db))));
  RETURN_IF_ERROR(row.BindAll(campaign_id));
  std::vector<ConfigurationOutcomes> configs;
  using Key =
      std::tuple<std::string, std::string, std::string, std::string, std::string, std::string,
                 std::string, std::string, std::optional<double>, int, int, std::string>;
  Key last_key;
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
    Key key{c.stage,    c.strategy, c.credit, c.reward,     c.arm_set,     c.activation,
            c.ucb_form, c.mode,     c.alpha,  c.population, c.generations, c.engine};
    if (configs.empty() || key != last_key) {
      configs.push_back(std::move(c));
      last_key = key;
    }
    AttemptOutcome a;
    a.attempt_key = Text(row, 13);
    a.bug = Text(row, 14);
    const std::string state = Text(row, 15);
    a.finished = state == "done";
    a.failed = state == "failed";
    a.patched = a.finished && !row.ColumnIsNull(16) && row.ColumnInt(16) == 1;
    if (a.patched && !row.ColumnIsNull(17)) a.variants_to_patch = row.ColumnDouble(17);
    a.budget = row.ColumnIsNull(18)
                   ? static_cast<double>(configs.back().population) * configs.back().generations
                   : row.ColumnDouble(18);
    if (!row.ColumnIsNull(19)) a.test_passing_variants = row.ColumnDouble(19);
    configs.back().attempts.push_back(std::move(a));
  }
  AssignLabels(configs);
  return configs;
}

}  // namespace aprgrid::cli
