// The repair attempts of a campaign, read once from the results database and grouped by stage
// and configuration (every factor but bug and seed, as view repair_configs groups them): what
// `aprgrid report`, `aprgrid compare` and the HTML report compute their statistics from.
#ifndef APRGRID_CLI_CAMPAIGN_OUTCOMES_H_
#define APRGRID_CLI_CAMPAIGN_OUTCOMES_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::cli {

// One attempt as a stage names it.
struct AttemptOutcome {
  std::string attempt_key;
  std::string bug;
  bool finished = false;  // state 'done': it has a result (patched or not).
  bool failed = false;    // state 'failed'.
  bool patched = false;   // Finished with a test-suite-adequate patch.
  // Index of the first repairing variant (patched runs only).
  double variants_to_patch = 0;
  // How far a run that found no patch was observed: variants_evaluated, or population x
  // generations when the engine did not report it. Right-censoring time for survival figures.
  double budget = 0;
  // Sum of generations.variants_passing_negative over the attempt's final epoch: variants that
  // passed the bug-exposing tests. nullopt when the attempt has no generation rows.
  std::optional<double> test_passing_variants;
};

// One configuration of one stage.
struct ConfigurationOutcomes {
  std::string stage;
  int stage_position = 0;
  // "STRATEGY/CREDIT/REWARD/ARM_SET/ACTIVATION/UCB_FORM/MODE a=ALPHA" with the factors that are
  // set; " floor=F" on every CRF_PRIOR/CRF_BANDIT configuration when the campaign's have more than
  // one crf_prior_floor (never when they share one); " pop=P gen=G" (and " engine=E") are added
  // when two configurations of the stage would otherwise share a label. This is the label
  // `report` prints and `compare --baseline` takes.
  std::string label;
  std::string strategy;  // Empty when unset.
  std::string credit;
  std::string reward;
  std::string arm_set;
  std::string activation;
  std::string ucb_form;
  std::string mode;
  std::optional<double> alpha;
  // The CRF prior's uniform floor (RepairAttempt.crf_prior_floor) of CRF_PRIOR and CRF_BANDIT
  // configurations; nullopt for the other strategies.
  std::optional<double> crf_prior_floor;
  int population = 0;
  int generations = 0;
  std::string engine;
  std::vector<AttemptOutcome> attempts;  // By bug, then attempt key.
};

// Every repair configuration of `campaign_id`, by stage position, then factors (the order of
// view repair_configs). A stage counts every attempt it names, shared ones included.
absl::StatusOr<std::vector<ConfigurationOutcomes>> ReadCampaignOutcomes(
    const std::string& db_path, const std::string& campaign_id);

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_CAMPAIGN_OUTCOMES_H_
