// Spectrum-based fault localisation (docs/rl-operator-selection.md, section 6.3): run every
// developer test on the original program with statement coverage; the fault space is the repair
// targets covered by at least one failing test, weighted by whether passing tests cover them too.
#ifndef APRGRID_WORKER_REPAIR_FAULT_LOCALISATION_H_
#define APRGRID_WORKER_REPAIR_FAULT_LOCALISATION_H_

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "worker/lang/ast.h"
#include "worker/repair/program_facts.h"

namespace aprgrid::repair {

struct TestRun {
  std::string name;  // "Class.method"
  bool passed = false;
  std::vector<int> covered;  // Statement ids, sorted.
  uint64_t steps = 0;
};

// Compiles a copy of `unit` with coverage and runs every test, in name order.
// REQUIRES: called on a large stack (lang::RunWithLargeStack).
absl::StatusOr<std::vector<TestRun>> RunWithCoverage(const lang::Node& unit,
                                                     const std::vector<std::string>& file_names);

struct WeightedStatement {
  int id = -1;
  double weight = 0;
  bool failing_only = false;  // Covered by failing tests only.
};

// The (failing-only, failing-and-passing) weights of a Localisation: JARFLY_RUNS (the default,
// also for LOCALISATION_UNSPECIFIED) 0.35 / 0.65, GENPROG 1.0 / 0.1.
std::pair<double, double> LocalisationWeights(v1::Localisation which);

// The weighted fault space in statement-id order: every repair target covered by a failing test.
std::vector<WeightedStatement> LocaliseFaults(const ProgramFacts& facts,
                                              std::span<const TestRun> runs,
                                              v1::Localisation which);

// Highest weight first, then source order (the ranking `aprgrid-attempt localise` prints).
std::vector<WeightedStatement> Ranked(std::vector<WeightedStatement> space);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_FAULT_LOCALISATION_H_
