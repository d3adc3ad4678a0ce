#include "worker/subjects/difficulty.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "absl/strings/str_cat.h"
#include "worker/lang/runner.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/fix_location.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/subject.h"

namespace aprgrid::subjects {

absl::StatusOr<BugDifficulty> MeasureDifficulty(const Bug& bug) {
  absl::StatusOr<BugDifficulty> out = absl::UnknownError("not run");
  lang::RunWithLargeStack([&] {
    absl::StatusOr<repair::Subject> subject = repair::LoadSubject(bug.dir.string());
    if (!subject.ok()) {
      out = subject.status();
      return;
    }
    // As `aprgrid-attempt localise` without --check-space: every covered statement counts.
    absl::StatusOr<std::unique_ptr<repair::RepairProblem>> problem = repair::RepairProblem::Create(
        *subject, aprgrid::v1::JARFLY_RUNS, /*check_space=*/false, {}, /*artefact=*/false);
    if (!problem.ok()) {
      out = problem.status();
      return;
    }
    const repair::RepairProblem& p = **problem;
    BugDifficulty d;
    d.id = bug.folder;
    d.project = bug.meta.project();
    d.category = bug.meta.category();
    std::vector<repair::WeightedStatement> ranked = repair::Ranked(p.fault_space());
    d.fault_space = static_cast<int>(ranked.size());
    d.fix_rank = repair::FixRank(ranked, p.facts(), subject->fix_diff, p.repair_file_names());
    if (d.fix_rank) {
      d.ingredients =
          repair::CountIngredients(p.pool(), *p.facts().node(ranked[*d.fix_rank - 1].id));
    }
    out = std::move(d);
  });
  return out;
}

absl::StatusOr<std::vector<BugDifficulty>> MeasureCatalog(const std::vector<Project>& projects,
                                                          int threads) {
  std::vector<const Bug*> jobs;
  for (const Project& p : projects) {
    for (const Bug& b : p.bugs) jobs.push_back(&b);
  }
  std::vector<absl::StatusOr<BugDifficulty>> results(jobs.size(), absl::UnknownError("not run"));
  std::atomic<size_t> next{0};  // Each thread takes the next job; each job's slot is its own.
  auto work = [&] {
    for (size_t i = next++; i < jobs.size(); i = next++) results[i] = MeasureDifficulty(*jobs[i]);
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < std::max(1, threads); ++t) pool.emplace_back(work);
  for (std::thread& t : pool) t.join();
  std::vector<BugDifficulty> out;
  for (size_t i = 0; i < jobs.size(); ++i) {
    if (!results[i].ok()) {
      return absl::Status(results[i].status().code(),
                          absl::StrCat(jobs[i]->folder, ": ", results[i].status().message()));
    }
    out.push_back(std::move(*results[i]));
  }
  return out;
}

std::optional<double> Median(std::vector<double> values) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

}  // namespace aprgrid::subjects
