#include "worker/repair/fault_localisation.h"

#include <algorithm>

#include "common/status_macros.h"
#include "worker/lang/compiler.h"
#include "worker/lang/runner.h"

namespace aprgrid::repair {

absl::StatusOr<std::vector<TestRun>> RunWithCoverage(const lang::Node& unit,
                                                     const std::vector<std::string>& file_names) {
  lang::CompileOptions options;
  options.coverage = true;
  ASSIGN_OR_RETURN(std::unique_ptr<lang::Program> program,
                   lang::Compile(lang::Clone(unit), file_names, options));
  lang::TestRunner runner(*program);
  std::vector<TestRun> runs;
  for (const lang::TestCase& tc : program->tests) {
    lang::TestResult r = runner.Run(tc);
    runs.push_back({r.name, r.outcome == lang::Outcome::kPass, std::move(r.covered), r.steps});
  }
  return runs;
}

std::pair<double, double> LocalisationWeights(v1::Localisation which) {
  if (which == v1::GENPROG) return {1.0, 0.1};
  return {0.35, 0.65};
}

std::vector<WeightedStatement> LocaliseFaults(const ProgramFacts& facts,
                                              std::span<const TestRun> runs,
                                              v1::Localisation which) {
  size_t n = 0;
  for (const TestRun& r : runs) {
    if (!r.covered.empty()) n = std::max(n, static_cast<size_t>(r.covered.back()) + 1);
  }
  std::vector<uint8_t> by_failing(n, 0), by_passing(n, 0);
  for (const TestRun& r : runs) {
    std::vector<uint8_t>& mark = r.passed ? by_passing : by_failing;
    for (int id : r.covered) mark[id] = 1;
  }
  auto [failing_only, both] = LocalisationWeights(which);
  std::vector<WeightedStatement> space;
  for (const lang::Node* t : facts.targets()) {
    size_t id = static_cast<size_t>(t->id);
    if (id >= n || !by_failing[id]) continue;
    bool only = !by_passing[id];
    space.push_back({t->id, only ? failing_only : both, only});
  }
  return space;
}

std::vector<WeightedStatement> Ranked(std::vector<WeightedStatement> space) {
  std::stable_sort(
      space.begin(), space.end(),
      [](const WeightedStatement& a, const WeightedStatement& b) { return a.weight > b.weight; });
  return space;
}

}  // namespace aprgrid::repair
