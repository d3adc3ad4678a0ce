// Fault localisation on every bug of the benchmark (subjects/) and on the fixture: the developer
// fix's location must be in the weighted fault space. Prints the rank distribution.
#include "worker/repair/fault_localisation.h"

#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

#include "common/spec/subject_catalog.h"
#include "gtest/gtest.h"
#include "worker/lang/runner.h"
#include "worker/repair/fix_location.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/repair_test_util.h"

namespace aprgrid::repair {
namespace {

namespace fs = std::filesystem;

std::optional<int> RankOf(const std::string& dir, v1::Localisation which) {
  std::optional<int> rank;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(dir);
    ASSERT_TRUE(subject.ok()) << subject.status();
    auto problem = RepairProblem::Create(*subject, which, false, {});
    ASSERT_TRUE(problem.ok()) << dir << ": " << problem.status();
    rank = FixRank(Ranked((*problem)->fault_space()), (*problem)->facts(), subject->fix_diff,
                   (*problem)->repair_file_names());
  });
  return rank;
}

TEST(FaultLocalisationTest, WeightsOfBothSchemes) {
  EXPECT_EQ(LocalisationWeights(v1::JARFLY_RUNS), std::make_pair(0.35, 0.65));
  EXPECT_EQ(LocalisationWeights(v1::LOCALISATION_UNSPECIFIED), std::make_pair(0.35, 0.65));
  EXPECT_EQ(LocalisationWeights(v1::GENPROG), std::make_pair(1.0, 0.1));
}

TEST(FaultLocalisationTest, FixtureFixIsWeightedFailingOnly) {
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    auto problem = RepairProblem::Create(*subject, v1::GENPROG, false, {});
    ASSERT_TRUE(problem.ok()) << problem.status();
    std::vector<WeightedStatement> ranked = Ranked((*problem)->fault_space());
    ASSERT_FALSE(ranked.empty());
    // `x = x + 1;` runs only in the failing tests' path once x >= lo ... and in clampAbove too,
    // so it is weighted "both"; the fix line must be found either way.
    std::optional<int> rank = FixRank(ranked, (*problem)->facts(), subject->fix_diff, {"Arr.java"});
    ASSERT_TRUE(rank.has_value());
    EXPECT_EQ(FixLines(subject->fix_diff, "Arr.java"), std::set<int>{24});
  });
}

// The proof search's order (worker/subjects/subject_check.cc): the statement on the fix line
// comes first, then the others by distance, whatever their weights.
TEST(FaultLocalisationTest, NearestToTheFixFirstPutsTheFixLineFirst) {
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    auto problem = RepairProblem::Create(*subject, v1::GENPROG, false, {});
    ASSERT_TRUE(problem.ok()) << problem.status();
    const ProgramFacts& facts = (*problem)->facts();
    std::vector<WeightedStatement> ordered =
        NearestToTheFixFirst((*problem)->fault_space(), facts, subject->fix_diff, {"Arr.java"});
    ASSERT_EQ(ordered.size(), (*problem)->fault_space().size());
    EXPECT_EQ(facts.node(ordered[0].id)->line, 24);  // FixLines is {24} (test above).
    int previous = 0;
    for (const WeightedStatement& w : ordered) {
      const int distance = std::abs(facts.node(w.id)->line - 24);
      EXPECT_GE(distance, previous) << "line " << facts.node(w.id)->line;
      previous = distance;
    }
    // Without a diff nothing is near: the order stays as it was.
    std::vector<WeightedStatement> unchanged =
        NearestToTheFixFirst((*problem)->fault_space(), facts, "", {"Arr.java"});
    ASSERT_EQ(unchanged.size(), (*problem)->fault_space().size());
    for (size_t i = 0; i < unchanged.size(); ++i) {
      EXPECT_EQ(unchanged[i].id, (*problem)->fault_space()[i].id);
    }
  });
}

TEST(FaultLocalisationTest, EveryBenchmarkBugHasItsFixInTheFaultSpace) {
  fs::path root = fs::path(testing::SourceDir()) / "subjects";
  ASSERT_TRUE(fs::is_directory(root)) << root << ": no subjects/ folder";
  std::map<std::string, std::optional<int>> ranks;
  for (const fs::path& bug : spec::FindBugFolders(root)) {
    ranks[bug.filename().string()] = RankOf(bug.string(), v1::JARFLY_RUNS);
  }
  std::map<std::string, int> histogram;
  // Bugs whose fix changes a declaration, not a statement (NEITHER-fixable, as Defects4J has them):
  // no statement can rank. Checked both ways, so the list stays exact.
  const std::set<std::string> kDeclarationFixes = {"json-16"};
  // Bugs whose fix inserts code between two closing braces (an else branch, a statement after a
  // block): the lines around the insertion hold no statement (docs/subjects.md, "The projects").
  const std::set<std::string> kInsertionsBetweenBlocks = {"textdiff-1", "textdiff-6"};
  for (const auto& [id, rank] : ranks) {
    if (kDeclarationFixes.contains(id) || kInsertionsBetweenBlocks.contains(id)) {
      EXPECT_FALSE(rank.has_value()) << id << ": a fix no statement covered now ranks " << *rank;
      continue;
    }
    EXPECT_TRUE(rank.has_value()) << id << ": fix location not among the weighted statements";
    std::string bucket = !rank         ? "missing"
                         : *rank == 1  ? "1"
                         : *rank <= 5  ? "2-5"
                         : *rank <= 10 ? "6-10"
                         : *rank <= 20 ? "11-20"
                                       : ">20";
    ++histogram[bucket];
    std::printf("fix rank %s: %s\n", id.c_str(), rank ? std::to_string(*rank).c_str() : "-");
  }
  std::printf("rank distribution over %zu bugs:", ranks.size());
  for (const auto& [bucket, count] : histogram) std::printf(" [%s]=%d", bucket.c_str(), count);
  std::printf("\n");
}

}  // namespace
}  // namespace aprgrid::repair
