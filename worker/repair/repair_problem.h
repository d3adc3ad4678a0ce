// Everything a search needs about one bug, computed once per attempt: the original program's AST
// and class table, its tests' outcomes and coverage, the program facts, the ingredient pool, the
// weighted fault space and the mutation space.
//
// Not thread-safe (the mutation space caches). Not movable: parts point into each other.
#ifndef APRGRID_WORKER_REPAIR_REPAIR_PROBLEM_H_
#define APRGRID_WORKER_REPAIR_REPAIR_PROBLEM_H_

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "worker/lang/program.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/ingredients.h"
#include "worker/repair/operators.h"
#include "worker/repair/program_facts.h"
#include "worker/repair/subject.h"
#include "worker/rl/operator.h"

namespace aprgrid::repair {

class RepairProblem {
 public:
  // Parses and compiles the subject, runs its tests with coverage and localises the fault.
  // `operators` are the configured operators; with `check_space`, fault-space locations where
  // none of them applies are dropped. Their order is the order in which applicability is
  // checked; with `artefact`, append and replace share each statement's ingredient list
  // (MutationSpace). REQUIRES: a large stack (lang::RunWithLargeStack).
  static absl::StatusOr<std::unique_ptr<RepairProblem>> Create(
      const Subject& subject, v1::Localisation localisation, bool check_space,
      std::span<const rl::Operator> operators, bool artefact = false);

  RepairProblem(const RepairProblem&) = delete;
  RepairProblem& operator=(const RepairProblem&) = delete;

  const Subject& subject() const { return *subject_; }
  const lang::Node& unit() const { return *unit_; }
  // The compiled original (no coverage), the base of incremental variants (VariantBuilder).
  std::shared_ptr<const lang::Program> program() const { return program_; }
  const std::vector<std::string>& file_names() const { return file_names_; }
  // The source file names of the classes under repair (bug.textproto `sources`).
  std::vector<std::string> repair_file_names() const;
  std::span<const TestRun> runs() const { return runs_; }
  const ProgramFacts& facts() const { return *facts_; }
  const IngredientPool& pool() const { return *pool_; }
  MutationSpace& space() { return *space_; }
  // The fault space (statement-id order) and its weights, for roulette draws.
  const std::vector<WeightedStatement>& fault_space() const { return fault_space_; }
  const std::vector<double>& fault_weights() const { return fault_weights_; }

 private:
  RepairProblem() = default;

  const Subject* subject_ = nullptr;
  lang::NodePtr unit_;
  std::vector<std::string> file_names_;
  std::shared_ptr<lang::Program> program_;  // The compiled original.
  std::vector<TestRun> runs_;
  std::unique_ptr<ProgramFacts> facts_;
  std::unique_ptr<IngredientPool> pool_;
  std::unique_ptr<MutationSpace> space_;
  std::vector<WeightedStatement> fault_space_;
  std::vector<double> fault_weights_;
};

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_REPAIR_PROBLEM_H_
