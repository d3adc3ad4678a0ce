// The difficulty table of `aprgrid subjects difficulty` (docs/subjects.md, "Difficulty"): its rows,
// its per-group medians and a campaign's outcomes read from a results database.
#include "cli/subjects_difficulty.h"

#include <sstream>
#include <string>

#include "cli/report_test_db.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;

subjects::BugDifficulty Bug(const std::string& id, aprgrid::v1::BugCategory category, int space,
                            std::optional<int> rank, int ingredients) {
  subjects::BugDifficulty b;
  b.id = id;
  b.project = id.substr(0, id.rfind('-'));
  b.category = category;
  b.fault_space = space;
  b.fix_rank = rank;
  if (rank) b.ingredients = repair::IngredientCounts{ingredients, ingredients - 1, ingredients};
  return b;
}

std::vector<subjects::BugDifficulty> Bugs() {
  return {Bug("lib-1", aprgrid::v1::GENPROG_FIXABLE, 200, 150, 40),
          Bug("lib-2", aprgrid::v1::NEITHER, 100, std::nullopt, 0),
          Bug("small-1", aprgrid::v1::GENPROG_FIXABLE, 4, 2, 10),
          Bug("small-2", aprgrid::v1::PAR_FIXABLE, 9, 3, 20),
          Bug("tiny-1", aprgrid::v1::NEITHER, 6, 6, 31)};
}

const std::map<std::string, int> kLines = {{"lib", 2500}, {"small", 400}, {"tiny", 150}};

TEST(SubjectsDifficultyTest, RowsAndMediansPerGroup) {
  std::ostringstream out;
  WriteDifficulty(Bugs(), kLines, nullptr, out);
  const std::string text = out.str();
  EXPECT_THAT(text, HasSubstr("| lib-1 | GenProg | 200 | 150 | 40 |\n"));
  EXPECT_THAT(text, HasSubstr("| lib-2 | neither | 100 | - | - |\n"));
  EXPECT_THAT(text, HasSubstr("| small-2 | PAR | 9 | 3 | 20 |\n"));
  EXPECT_THAT(text, Not(HasSubstr("uniform patched")));
  // Small projects together (4, 9, 6), the library alone (a rank and ingredients for one bug).
  EXPECT_THAT(text, HasSubstr("| small, tiny (under 1500 lines) | 3 | 4-9 | 6 | 3 (3) | 20 |\n"));
  EXPECT_THAT(text, HasSubstr("| lib | 2 | 100-200 | 150 | 150 (1) | 40 |\n"));
  EXPECT_THAT(text, HasSubstr("| GenProg bugs | 2 | 4-200 | 102 | 76 (2) | 25 |\n"));
  EXPECT_THAT(text, HasSubstr("| all | 5 | 4-200 | 9 | 4.5 (4) | 25.5 |\n"));
}

TEST(SubjectsDifficultyTest, OutcomesOfACampaignPerBugAndGroup) {
  ReportTestDb db;
  db.Add("UNIFORM", "", "lib-1", 1, "done", true, 57);
  db.Add("UNIFORM", "", "lib-1", 2, "done", false, 0);
  db.Add("UNIFORM", "", "lib-1", 3, "failed", false, std::nullopt);
  db.Add("UNIFORM", "", "small-1", 1, "done", true, 3);
  db.Add("UNIFORM", "", "small-1", 2, "done", true, 8);
  db.Add("UNIFORM", "", "small-2", 1, "queued", false, std::nullopt);
  absl::StatusOr<std::map<std::string, BugOutcomes>> outcomes = ReadBugOutcomes(db.path(), "c-1");
  ASSERT_TRUE(outcomes.ok()) << outcomes.status();
  ASSERT_EQ(outcomes->size(), 2u);  // Only finished attempts count.
  EXPECT_EQ(outcomes->at("lib-1").done, 2);
  EXPECT_EQ(outcomes->at("lib-1").patched, 1);
  EXPECT_THAT(outcomes->at("small-1").variants_to_patch, ElementsAre(3, 8));
  EXPECT_TRUE(ReadBugOutcomes(db.path(), "c-2")->empty());

  std::ostringstream out;
  WriteDifficulty(Bugs(), kLines, &*outcomes, out);
  const std::string text = out.str();
  EXPECT_THAT(text, HasSubstr("| lib-1 | GenProg | 200 | 150 | 40 | 1/2 |\n"));
  EXPECT_THAT(text, HasSubstr("| small-2 | PAR | 9 | 3 | 20 | - |\n"));
  // 3 of 4 finished attempts patched, on 2 bugs; variants 57, 3, 8.
  EXPECT_THAT(text,
              HasSubstr("| all | 5 | 4-200 | 9 | 4.5 (4) | 25.5 | 75.0% (3/4) | 2 | 22.7 | 8 |"));
  EXPECT_THAT(text, HasSubstr("| PAR bugs | 1 | 9-9 | 9 | 3 (1) | 20 | - | 0 | - | - |"));
}

TEST(SubjectsDifficultyTest, MissingDatabaseIsNotFound) {
  absl::StatusOr<std::map<std::string, BugOutcomes>> outcomes =
      ReadBugOutcomes("/nonexistent/results.db", "c-1");
  EXPECT_TRUE(absl::IsNotFound(outcomes.status())) << outcomes.status();
}

}  // namespace
}  // namespace aprgrid::cli
