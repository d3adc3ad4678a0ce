#include "common/spec/grid_expander.h"

#include <map>

#include "absl/container/flat_hash_map.h"
#include "common/spec/attempt_key.h"
#include "common/spec/grid_cells.h"
#include "common/status_macros.h"

namespace aprgrid::spec {
namespace {

using aprgrid::v1::Attempt;

// The parts of a repair attempt shared by every cell, bug and seed of a stage.
aprgrid::v1::RepairAttempt RepairTemplate(const aprgrid::v1::RepairStage& stage) {
  aprgrid::v1::RepairAttempt base;
  *base.mutable_search() = ResolveGp(stage.search());
  if (stage.engine().has_external()) {
    *base.mutable_engine() = stage.engine();
  } else {
    base.mutable_engine()->mutable_builtin();
  }
  base.set_wall_seconds(stage.limits().has_wall_seconds() ? stage.limits().wall_seconds()
                                                          : kDefaultWallSeconds);
  base.set_memory_mb(stage.limits().has_memory_mb() ? stage.limits().memory_mb()
                                                    : kDefaultMemoryMb);
  return base;
}

class Expansion {
 public:
  Expansion(std::vector<Attempt>* out, std::vector<StageExpansion>* stages,
            std::vector<StageMembers>* members)
      : out_(out), stages_(stages), members_(members) {}

  // Sizes the list and the key set for `attempts` in all, so that a large grid's are not grown
  // (and their elements moved) step by step.
  void Reserve(size_t attempts) {
    out_->reserve(attempts);
    keys_.reserve(attempts);
  }

  // `attempts`: how many the stage's grid gives (the members' list is sized for them).
  void BeginStage(const std::string& name, size_t attempts) {
    current_ = StageExpansion{.name = name};
    if (members_ != nullptr) {
      members_->push_back(StageMembers{.stage = name, .attempt_keys = {}});
      members_->back().attempt_keys.reserve(attempts);
    }
    ++stage_number_;
  }
  void EndStage() {
    if (stages_ != nullptr) stages_->push_back(current_);
  }

  // Takes `attempt` (kind set, key and stage not yet) unless an earlier one has its key.
  void Add(Attempt attempt) {
    ++current_.attempts;
    std::string key = AttemptKey(attempt);
    // One lookup per attempt: a key seen before is a duplicate, and a member of this stage unless
    // this stage named it already (a stage whose factor lists repeat a level names the same point
    // twice: one member).
    auto [seen, added] = keys_.try_emplace(key, stage_number_);
    if (!added) {
      if (members_ != nullptr && seen->second != stage_number_) {
        seen->second = stage_number_;
        members_->back().attempt_keys.push_back(key);
      }
      ++current_.duplicates;
      return;
    }
    if (members_ != nullptr) members_->back().attempt_keys.push_back(key);
    attempt.set_key(std::move(key));
    attempt.set_stage(current_.name);
    out_->push_back(std::move(attempt));
  }

 private:
  std::vector<Attempt>* out_;
  std::vector<StageExpansion>* stages_;
  std::vector<StageMembers>* members_;
  StageExpansion current_;
  // Every key so far, with the number of the last stage that named it.
  absl::flat_hash_map<std::string, uint32_t> keys_;
  uint32_t stage_number_ = 0;
};

}  // namespace

absl::StatusOr<std::vector<Attempt>> ExpandGrid(const aprgrid::v1::CampaignSpec& spec,
                                                const SubjectCatalog* catalog,
                                                const ExpandOptions& options,
                                                std::vector<StageExpansion>* stages,
                                                std::vector<StageMembers>* members) {
  RETURN_IF_ERROR(ValidateCampaignSpec(spec, {.catalog = catalog,
                                              .max_attempts = options.max_attempts,
                                              .force = options.force,
                                              .hard_max_attempts = options.hard_max_attempts,
                                              .crf_model_from_file = options.crf_model_from_file}));
  // The key of each single-attempt CRF stage, for the repair stages naming it in crf_model.
  std::map<std::string, std::string> model_keys;
  for (const aprgrid::v1::Stage& stage : spec.stage()) {
    if (!stage.has_crf()) continue;
    std::vector<aprgrid::v1::CrfAttempt> cells = CrfCells(stage.crf());
    if (cells.size() == 1) model_keys.emplace(stage.crf().name(), CrfAttemptKey(cells[0]));
  }
  // Each stage's grid size first, for Reserve.
  std::vector<size_t> stage_sizes;
  for (const aprgrid::v1::Stage& stage : spec.stage()) {
    if (stage.has_crf()) {
      stage_sizes.push_back(CrfCells(stage.crf()).size());
      continue;
    }
    ASSIGN_OR_RETURN(const std::vector<std::string> bugs,
                     SelectBugs(stage.repair().subjects(), catalog));
    stage_sizes.push_back(bugs.size() * RepairCells(stage.repair()).size() *
                          static_cast<size_t>(stage.repair().seeds().count()));
  }
  std::vector<Attempt> attempts;
  if (members != nullptr) members->clear();
  Expansion expansion(&attempts, stages, members);
  size_t total = 0;
  for (size_t n : stage_sizes) total += n;
  expansion.Reserve(total);
  for (int s = 0; s < spec.stage_size(); ++s) {
    const aprgrid::v1::Stage& stage = spec.stage(s);
    if (stage.has_crf()) {
      expansion.BeginStage(stage.crf().name(), stage_sizes[s]);
      for (aprgrid::v1::CrfAttempt& crf : CrfCells(stage.crf())) {
        Attempt attempt;
        *attempt.mutable_crf() = std::move(crf);
        expansion.Add(std::move(attempt));
      }
      expansion.EndStage();
      continue;
    }
    const aprgrid::v1::RepairStage& repair = stage.repair();
    expansion.BeginStage(repair.name(), stage_sizes[s]);
    ASSIGN_OR_RETURN(const std::vector<std::string> bugs, SelectBugs(repair.subjects(), catalog));
    const std::vector<RepairCell> cells = RepairCells(repair);
    aprgrid::v1::RepairAttempt base = RepairTemplate(repair);
    if (auto model = model_keys.find(repair.crf_model()); model != model_keys.end()) {
      base.set_crf_model_key(model->second);  // Absent only with crf_model_from_file.
    }
    const uint64_t first_seed = FirstSeed(repair.seeds());
    for (const std::string& bug : bugs) {
      for (const RepairCell& cell : cells) {
        for (uint64_t i = 0; i < repair.seeds().count(); ++i) {
          Attempt attempt;
          aprgrid::v1::RepairAttempt* a = attempt.mutable_repair();
          *a = base;
          a->set_bug(bug);
          a->set_strategy(cell.strategy);
          a->set_credit(cell.credit);
          a->set_alpha(cell.alpha);
          a->set_reward(cell.reward);
          a->set_arm_set(cell.arm_set);
          a->set_activation(cell.activation);
          a->set_ucb_form(cell.ucb_form);
          a->set_mode(cell.mode);
          a->set_crf_prior_floor(cell.crf_prior_floor);
          a->set_seed(static_cast<uint32_t>(first_seed + i));  // Validated to fit.
          expansion.Add(std::move(attempt));
        }
      }
    }
    expansion.EndStage();
  }
  return attempts;
}

}  // namespace aprgrid::spec
