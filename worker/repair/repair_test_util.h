// Test helpers: an in-memory subject (classes under repair + tests) and the parts of a
// RepairProblem that operator tests need.
#ifndef APRGRID_WORKER_REPAIR_REPAIR_TEST_UTIL_H_
#define APRGRID_WORKER_REPAIR_REPAIR_TEST_UTIL_H_

#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "common/random.h"
#include "common/test_paths.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair::testing {

using ::aprgrid::testing::SourceDir;

inline std::string TestdataDir() { return SourceDir() + "/worker/repair/testdata"; }

inline Subject MakeSubject(const std::string& code, const std::string& tests) {
  Subject s;
  s.metadata.set_id("inline-1");
  s.metadata.add_sources("Code.java");
  s.files = {{"Code.java", code}, {"CodeTest.java", tests}};
  s.num_repair_files = 1;
  return s;
}

// A subject as the operators see it: its AST, the compiled program and its tests' runs with
// coverage.
struct CompiledSubject {
  lang::NodePtr unit;
  std::unique_ptr<lang::Program> program;
  std::vector<TestRun> runs;
};

// Parses, compiles and runs `subject` (files `names`) with coverage on a large stack. On an error
// it adds a failure to the running test and leaves `program` null.
inline CompiledSubject CompileAndRunWithCoverage(const Subject& subject,
                                                 const std::vector<std::string>& names) {
  CompiledSubject out;
  lang::RunWithLargeStack([&] {
    auto parsed = lang::ParseFiles(subject.files);
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    out.unit = std::move(*parsed);
    auto compiled = lang::Compile(lang::Clone(*out.unit), names);
    ASSERT_TRUE(compiled.ok()) << compiled.status();
    auto ran = RunWithCoverage(*out.unit, names);
    ASSERT_TRUE(ran.ok()) << ran.status();
    out.program = std::move(*compiled);
    out.runs = std::move(*ran);
  });
  return out;
}

// The first repair target whose printed form starts with `text` (null if none).
inline const lang::Node* FindTarget(const ProgramFacts& facts, const std::string& text) {
  for (const lang::Node* t : facts.targets()) {
    if (lang::Print(*t).starts_with(text)) return t;
  }
  return nullptr;
}

// A genome of 1..max_edits edits drawn as the GP loop draws them: a fault-weighted target, an
// operator applicable to it (any of every operator), one of its candidates.
inline Genome RandomGenome(RepairProblem& problem, Rng& rng, int max_edits) {
  std::span<const rl::Operator> all = rl::AllOperators();
  std::vector<rl::Operator> ops(all.begin(), all.end());
  Genome genome;
  size_t length = 1 + static_cast<size_t>(rng.Below(static_cast<uint64_t>(max_edits)));
  for (int tries = 0; tries < 100 && genome.size() < length; ++tries) {
    size_t pick = rng.Roulette(problem.fault_weights());
    const lang::Node& target = *problem.facts().node(problem.fault_space()[pick].id);
    std::vector<rl::Operator> applicable = problem.space().Applicable(ops, target);
    if (applicable.empty()) continue;
    rl::Operator op = applicable[static_cast<size_t>(rng.Below(applicable.size()))];
    const std::vector<Candidate>& candidates = problem.space().Candidates(op, target);
    if (candidates.empty()) continue;
    genome.push_back(candidates[static_cast<size_t>(rng.Below(candidates.size()))].edit);
  }
  return genome;
}

// `x`'s bits as a decimal integer, so equal lines mean bit-for-bit equal doubles.
inline std::string Bits(double x) { return absl::StrCat(std::bit_cast<uint64_t>(x)); }

// Every field of a per-variant record on one line, doubles bit for bit.
inline std::string RecordLine(const VariantRecord& r) {
  const Evaluation& e = r.evaluation;
  std::string line = absl::StrCat(
      r.variant, " g", r.generation, " p[", absl::StrJoin(r.parents, ","), "] n", r.genome_size,
      " e", r.has_edit, " ", r.arm, " ", r.target, " ", r.ingredient, " ", r.payload, " c",
      e.compiled, " f", Bits(e.fitness), " ff", Bits(e.full_fitness), " pn", e.passes_negative,
      " ps", e.passes_sample, " nv", e.new_variant, " hit", e.cache_hit, " r", e.repair, " i",
      e.interrupted, " cr", r.credited, " ", Bits(r.reward));
  for (const rl::ArmSnapshot& a : r.arms) {
    absl::StrAppend(&line, " [", std::string(a.arm), " ", a.selections, " ", a.credits, " ",
                    Bits(a.quality), " ", Bits(a.probability), "]");
  }
  return line;
}

}  // namespace aprgrid::repair::testing

#endif  // APRGRID_WORKER_REPAIR_REPAIR_TEST_UTIL_H_
