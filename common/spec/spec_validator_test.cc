#include "common/spec/spec_validator.h"

#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "common/spec/spec_test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

using ::testing::HasSubstr;

// A valid spec; cases below are variations of it.
constexpr char kValid[] = R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: [UNIFORM, PROBABILITY_MATCHING]
    credit: AVERAGE
    reward: RAW
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
}
)";

TEST(SpecValidatorTest, ValidSpecPasses) {
  EXPECT_TRUE(ParseAndValidate(kValid).ok()) << ParseAndValidate(kValid);
}

TEST(SpecValidatorTest, CrfPriorNeedsNoCreditAndTakesBothParArmSets) {
  const char* text = R"(name: "t"
stage { crf { name: "crf" dataset: "builtin:small" fold_index: 0 exclude_projects: "dates" } }
stage {
  repair {
    name: "guided"
    subjects { bugs: "dates-1" }
    strategy: [CRF_PRIOR, UNIFORM]
    crf_model: "crf"
    crf_prior_floor: 0
    arm_set: [PAR_18, GROUPED_7]
    seeds { count: 2 }
  }
}
)";
  EXPECT_TRUE(ParseAndValidate(text).ok()) << ParseAndValidate(text);
}

TEST(SpecValidatorTest, ExcludedProjectsAreCheckedAgainstTheCatalog) {
  absl::StatusOr<SubjectCatalog> catalog = SubjectCatalog::Load(FixtureCatalogDir());
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const std::vector<std::string> ids = catalog->Ids();
  ASSERT_FALSE(ids.empty());
  const std::string project = ids[0].substr(0, ids[0].rfind('-'));
  const std::string text = R"(name: "t"
stage { crf { name: "c" dataset: "builtin:small" exclude_projects: [")" +
                           project + R"(", "nosuchproject"] } }
)";
  const absl::Status status = ParseAndValidate(text, {.catalog = &*catalog});
  ASSERT_FALSE(status.ok());
  EXPECT_THAT(std::string(status.message()),
              HasSubstr("exclude_projects[1]: no bug of the catalog belongs to project "
                        "\"nosuchproject\""));
  EXPECT_THAT(std::string(status.message()), ::testing::Not(HasSubstr("exclude_projects[0]")));
}

TEST(SpecValidatorTest, ReportsEveryProblemAtOnce) {
  const absl::Status status = ParseAndValidate(R"(name: "bad name"
stage {
  repair {
    name: ""
    subjects { bugs: "dates-1" }
    search { population: 1 generations: 0 }
    strategy: PROBABILITY_MATCHING
    arm_set: GENPROG_3
    seeds { count: 0 }
  }
})");
  ASSERT_FALSE(status.ok());
  const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
  EXPECT_THAT(lines, ::testing::ElementsAre(
                         HasSubstr("t.textproto:1:1: name: \"bad name\" is not a valid name"),
                         HasSubstr("t.textproto:4:5: stage[0].repair.name: is required"),
                         HasSubstr("stage[0].repair.credit: is empty"),
                         HasSubstr("stage[0].repair.reward: is empty"),
                         HasSubstr("t.textproto:6:14: stage[0].repair.search.population: 1 is"),
                         HasSubstr("t.textproto:6:28: stage[0].repair.search.generations: 0 is"),
                         HasSubstr("t.textproto:6:5: stage[0].repair.search.tournament_k: 2 is out "
                                   "of range 1..population (1)"),
                         HasSubstr("t.textproto:9:13: stage[0].repair.seeds.count: must be")));
}

TEST(SpecValidatorTest, UnknownBugIdsAgainstCatalog) {
  absl::StatusOr<SubjectCatalog> catalog = SubjectCatalog::Load(FixtureCatalogDir());
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const absl::Status status = ParseAndValidate(R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: ["dates-1", "dates-99", "nothing-*"] exclude: "mathx-42" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})",
                                               {.catalog = &*catalog});
  ASSERT_FALSE(status.ok());
  const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
  EXPECT_THAT(lines,
              ::testing::ElementsAre(
                  "t.textproto:5:34: stage[0].repair.subjects.bugs[1]: unknown bug id \"dates-99\"",
                  "t.textproto:5:46: stage[0].repair.subjects.bugs[2]: \"nothing-*\" matches no "
                  "bug of the catalog",
                  "t.textproto:5:59: stage[0].repair.subjects.exclude[0]: unknown bug id "
                  "\"mathx-42\""));
}

TEST(SpecValidatorTest, SelectionLeavingNoBugIsRefused) {
  absl::StatusOr<SubjectCatalog> catalog = SubjectCatalog::Load(FixtureCatalogDir());
  ASSERT_TRUE(catalog.ok()) << catalog.status();
  const absl::Status status = ParseAndValidate(R"(name: "t"
stage {
  repair {
    name: "s"
    subjects { bugs: "strings-*" categories: "neither" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 2 }
  }
})",
                                               {.catalog = &*catalog});
  EXPECT_EQ(status.message(),
            "t.textproto:5:5: stage[0].repair.subjects: the selection contains no bug");
}

TEST(SpecValidatorTest, GridLargerThanCapIsRefusedUnlessForced) {
  // 1 bug x 3 cells (UNIFORM, PM) ... 2 cells x 2 seeds = 4 attempts.
  const absl::Status refused = ParseAndValidate(kValid, {.max_attempts = 3});
  EXPECT_EQ(refused.message(),
            "t.textproto:1:1: name: the campaign expands to 4 attempts, more than the cap of 3 "
            "(raise --max-attempts or use --force)");
  EXPECT_TRUE(ParseAndValidate(kValid, {.max_attempts = 4}).ok());
  EXPECT_TRUE(ParseAndValidate(kValid, {.max_attempts = 3, .force = true}).ok());
}

// The hard cap holds with force, counted from the factors (4 attempts here; 100,000,000 below)
// without expanding anything.
TEST(SpecValidatorTest, ForceDoesNotLiftTheHardCap) {
  const absl::Status refused =
      ParseAndValidate(kValid, {.max_attempts = 3, .force = true, .hard_max_attempts = 3});
  EXPECT_EQ(refused.message(),
            "t.textproto:1:1: name: the campaign expands to 4 attempts, more than the hard cap of "
            "3 that --force does not lift (the coordinator's --hard-max-attempts)");
  std::string huge = kValid;
  huge.replace(huge.find("seeds { count: 2 }"), 18, "seeds { count: 50000000 }");
  const absl::Status default_cap = ParseAndValidate(huge, {.force = true});
  EXPECT_THAT(std::string(default_cap.message()),
              HasSubstr("expands to 100000000 attempts, more than the hard cap of 10000000"));
}

TEST(SpecValidatorTest, WithoutLocationsMessagesStartWithTheFieldPath) {
  aprgrid::v1::CampaignSpec spec;
  spec.set_name("t");
  spec.add_stage()->mutable_repair()->set_name("s");
  const absl::Status status = ValidateCampaignSpec(spec, {});
  ASSERT_FALSE(status.ok());
  EXPECT_THAT(std::string(status.message()), HasSubstr("stage[0].repair.subjects: is required\n"));
}

TEST(SpecValidatorTest, NamesFollowTheDocumentedSyntax) {
  EXPECT_TRUE(IsValidName("paper-rq1.v2_x"));
  EXPECT_TRUE(IsValidName(std::string(64, 'a')));
  EXPECT_FALSE(IsValidName(std::string(65, 'a')));
  EXPECT_FALSE(IsValidName(""));
  EXPECT_FALSE(IsValidName("a/b"));
}

}  // namespace
}  // namespace aprgrid::spec
