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

// A key's 16 hex digits as the 64-bit number they spell (lowercase, as SeedKeys writes them).
uint64_t KeyBits(const char* digits) {
  uint64_t bits = 0;
  for (size_t i = 0; i < SeedKeys::kDigits; ++i) {
    const char c = digits[i];
    bits = (bits << 4) | static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  }
  return bits;
}

class Expansion {
 public:
  Expansion(ExpandedGrid* out, std::vector<StageExpansion>* stages) : out_(out), stages_(stages) {}

  // Sizes the keys for `attempts` in all, so that a large grid's are not grown (and moved) step
  // by step.
  void Reserve(size_t attempts) {
    out_->key_text.reserve(attempts * SeedKeys::kDigits);
    out_->key_ends.reserve(attempts);
    keys_.reserve(attempts);
  }

  void BeginStage(const std::string& name) {
    current_ = StageExpansion{.name = name};
    out_->stages.push_back(ExpandedGrid::StageNames{.stage = name, .repeats = {}});
    named_ = 0;
    ++stage_number_;
  }
  void EndStage() {
    if (stages_ != nullptr) stages_->push_back(current_);
  }

  // Adds the attempts of `shape` (kind set, key, seed and stage not yet) with seeds first_seed ..
  // first_seed + count - 1, leaving out each one whose key an earlier attempt has.
  void AddCell(Attempt shape, uint64_t first_seed, uint64_t count) {
    shape.set_stage(current_.name);
    SeedKeys keys(shape);
    const uint32_t shape_index = static_cast<uint32_t>(out_->shapes.size());
    bool shape_used = false;
    char key[SeedKeys::kDigits];
    for (uint64_t seed = first_seed; seed < first_seed + count; ++seed) {
      ++current_.attempts;
      keys.Key(seed, key);
      // One lookup per attempt: a key seen before is a duplicate, and a member of this stage
      // unless this stage named it already (a stage whose factor lists repeat a level names the
      // same point twice: one member).
      auto [seen, added] = keys_.try_emplace(KeyBits(key), stage_number_);
      if (!added) {
        if (seen->second != stage_number_) {
          seen->second = stage_number_;
          out_->stages.back().repeats.push_back(
              {.position = named_, .key = std::string(key, sizeof(key))});
          ++named_;
        }
        ++current_.duplicates;
        continue;
      }
      ++named_;
      out_->AddKey(absl::string_view(key, sizeof(key)));
      ExpandedGrid::Run* run = out_->runs.empty() ? nullptr : &out_->runs.back();
      if (shape_used && run->first_seed + run->count == seed) {
        ++run->count;
      } else {
        out_->runs.push_back({.shape = shape_index, .first_seed = seed, .count = 1});
        shape_used = true;
      }
    }
    if (shape_used) {
      if (shape.has_repair()) shape.mutable_repair()->clear_seed();
      if (shape.has_crf()) shape.mutable_crf()->clear_seed();
      out_->shapes.push_back(std::move(shape));
    }
  }

 private:
  ExpandedGrid* out_;
  std::vector<StageExpansion>* stages_;
  StageExpansion current_;
  // Every key so far (as the number its digits spell), with the number of the last stage that
  // named it.
  absl::flat_hash_map<uint64_t, uint32_t> keys_;
  uint32_t stage_number_ = 0;
  size_t named_ = 0;  // Keys the current stage named so far.
};

}  // namespace

absl::StatusOr<ExpandedGrid> ExpandGridCells(const aprgrid::v1::CampaignSpec& spec,
                                             const SubjectCatalog* catalog,
                                             const ExpandOptions& options,
                                             std::vector<StageExpansion>* stages) {
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
  size_t total = 0;
  for (const aprgrid::v1::Stage& stage : spec.stage()) {
    if (stage.has_crf()) {
      total += CrfCells(stage.crf()).size();
      continue;
    }
    ASSIGN_OR_RETURN(const std::vector<std::string> bugs,
                     SelectBugs(stage.repair().subjects(), catalog));
    total += bugs.size() * RepairCells(stage.repair()).size() *
             static_cast<size_t>(stage.repair().seeds().count());
  }
  ExpandedGrid grid;
  Expansion expansion(&grid, stages);
  expansion.Reserve(total);
  for (const aprgrid::v1::Stage& stage : spec.stage()) {
    if (stage.has_crf()) {
      expansion.BeginStage(stage.crf().name());
      for (aprgrid::v1::CrfAttempt& crf : CrfCells(stage.crf())) {
        const uint64_t seed = crf.seed();
        Attempt attempt;
        *attempt.mutable_crf() = std::move(crf);
        expansion.AddCell(std::move(attempt), seed, 1);
      }
      expansion.EndStage();
      continue;
    }
    const aprgrid::v1::RepairStage& repair = stage.repair();
    expansion.BeginStage(repair.name());
    ASSIGN_OR_RETURN(const std::vector<std::string> bugs, SelectBugs(repair.subjects(), catalog));
    const std::vector<RepairCell> cells = RepairCells(repair);
    aprgrid::v1::RepairAttempt base = RepairTemplate(repair);
    if (auto model = model_keys.find(repair.crf_model()); model != model_keys.end()) {
      base.set_crf_model_key(model->second);  // Absent only with crf_model_from_file.
    }
    const uint64_t first_seed = FirstSeed(repair.seeds());
    for (const std::string& bug : bugs) {
      for (const RepairCell& cell : cells) {
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
        expansion.AddCell(std::move(attempt), first_seed, repair.seeds().count());  // Validated.
      }
    }
    expansion.EndStage();
  }
  return grid;
}

absl::StatusOr<std::vector<Attempt>> ExpandGrid(const aprgrid::v1::CampaignSpec& spec,
                                                const SubjectCatalog* catalog,
                                                const ExpandOptions& options,
                                                std::vector<StageExpansion>* stages,
                                                std::vector<StageMembers>* members) {
  ASSIGN_OR_RETURN(const ExpandedGrid grid, ExpandGridCells(spec, catalog, options, stages));
  std::vector<Attempt> attempts;
  attempts.reserve(grid.size());
  size_t i = 0;
  for (size_t r = 0; r < grid.runs.size(); ++r) {
    for (uint64_t n = 0; n < grid.runs[r].count; ++n, ++i) {
      attempts.push_back(grid.Build(r, grid.runs[r].first_seed + n, i));
    }
  }
  if (members == nullptr) return attempts;
  // Each stage's names: its own attempts (contiguous, in order) with its repeats at their places.
  members->clear();
  size_t next = 0;
  for (const ExpandedGrid::StageNames& names : grid.stages) {
    StageMembers& stage =
        members->emplace_back(StageMembers{.stage = names.stage, .attempt_keys = {}});
    size_t repeat = 0;
    while (true) {
      if (repeat < names.repeats.size() &&
          names.repeats[repeat].position == stage.attempt_keys.size()) {
        stage.attempt_keys.push_back(names.repeats[repeat++].key);
      } else if (next < attempts.size() && attempts[next].stage() == names.stage) {
        stage.attempt_keys.push_back(attempts[next++].key());
      } else {
        break;
      }
    }
  }
  return attempts;
}

}  // namespace aprgrid::spec
