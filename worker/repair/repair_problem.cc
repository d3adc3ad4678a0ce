#include "worker/repair/repair_problem.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "common/status_macros.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"

namespace aprgrid::repair {

absl::StatusOr<std::unique_ptr<RepairProblem>> RepairProblem::Create(
    const Subject& subject, v1::Localisation localisation, bool check_space,
    std::span<const rl::Operator> operators, bool artefact) {
  std::unique_ptr<RepairProblem> p(new RepairProblem());
  p->subject_ = &subject;
  ASSIGN_OR_RETURN(p->unit_, lang::ParseFiles(subject.files));
  for (const lang::SourceFile& f : subject.files) p->file_names_.push_back(f.name);
  ASSIGN_OR_RETURN(p->program_, lang::Compile(lang::Clone(*p->unit_), p->file_names_));
  ASSIGN_OR_RETURN(p->runs_, RunWithCoverage(*p->unit_, p->file_names_));
  p->facts_ =
      std::make_unique<ProgramFacts>(*p->unit_, p->program_->table(), subject.num_repair_files);
  p->pool_ = std::make_unique<IngredientPool>(*p->facts_, p->runs_);
  p->space_ = std::make_unique<MutationSpace>(
      *p->facts_, *p->pool_,
      SpaceOptions{artefact, std::vector<rl::Operator>(operators.begin(), operators.end())});
  for (const WeightedStatement& w : LocaliseFaults(*p->facts_, p->runs_, localisation)) {
    if (check_space && p->space_->Applicable(operators, *p->facts_->node(w.id)).empty()) continue;
    p->fault_space_.push_back(w);
    p->fault_weights_.push_back(w.weight);
  }
  if (p->fault_space_.empty()) {
    return absl::FailedPreconditionError(
        absl::StrCat(subject.metadata.id(),
                     ": empty fault space (no failing test covers a statement an operator can "
                     "edit in the classes under repair)"));
  }
  return p;
}

std::vector<std::string> RepairProblem::repair_file_names() const {
  return {subject_->metadata.sources().begin(), subject_->metadata.sources().end()};
}

}  // namespace aprgrid::repair
