// Stage dependencies (`after`) and the model a repair stage names (`crf_model`): what
// ValidateCampaignSpec accepts and how it names the stage in what it refuses
// (docs/campaign-spec.md, "Stage dependencies and CRF models").
#include <string>

#include "absl/strings/str_split.h"
#include "common/spec/spec_test_util.h"
#include "common/spec/spec_validator.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

using ::testing::HasSubstr;

// A CRF stage of one attempt ("train"), a repair stage using its model ("use") and a plain repair
// stage ("plain"); the cases below change one thing.
constexpr char kStaged[] = R"(name: "t"
stage {
  crf { name: "train" dataset: "builtin:small" folds: 5 fold_index: 0 }
}
stage {
  after: "train"
  repair {
    name: "use"
    subjects { bugs: "dates-1" }
    strategy: CRF_PRIOR
    arm_set: PAR_18
    seeds { count: 2 }
    crf_model: "train"
  }
}
stage {
  repair {
    name: "plain"
    subjects { bugs: "dates-1" }
    strategy: UNIFORM
    arm_set: GENPROG_3
    seeds { count: 1 }
  }
}
)";

// `text` with the first `from` replaced by `to`.
std::string Staged(const std::string& from, const std::string& to) {
  std::string text = kStaged;
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(SpecValidatorTest, StageDependenciesAndCrfModelsPassWhenTheyNameStagesOfTheCampaign) {
  EXPECT_TRUE(ParseAndValidate(kStaged).ok()) << ParseAndValidate(kStaged);
  // `after` may name a later stage; crf_model alone implies waiting for its stage.
  const std::string later = Staged("stage {\n  repair {\n    name: \"plain\"",
                                   "stage {\n  after: \"use\"\n  repair {\n    name: \"plain\"");
  EXPECT_TRUE(ParseAndValidate(later).ok()) << ParseAndValidate(later);
  const std::string implied = Staged("  after: \"train\"\n", "");
  EXPECT_TRUE(ParseAndValidate(implied).ok()) << ParseAndValidate(implied);
}

TEST(SpecValidatorTest, BadDependenciesAreRefusedNamingTheStage) {
  struct Case {
    std::string text;
    std::string problem;
  };
  const Case cases[] = {
      {Staged("after: \"train\"", "after: \"trian\""),
       "stage[1].after[0]: stage \"use\": after names unknown stage \"trian\" "
       "(not a stage of this campaign)"},
      {Staged("after: \"train\"", "after: \"use\""),
       "stage[1].after[0]: stage \"use\" cannot run after itself"},
      {Staged("after: \"train\"", "after: [\"train\", \"train\"]"),
       "stage[1].after[1]: stage \"use\": duplicate after \"train\""},
      {Staged("crf_model: \"train\"", "crf_model: \"plain\""),
       "stage[1].repair.crf_model: stage \"use\": crf_model names \"plain\", "
       "which is not a CRF stage"},
      {Staged("crf_model: \"train\"", "crf_model: \"nothing\""),
       "stage[1].repair.crf_model: stage \"use\": crf_model names unknown "
       "stage \"nothing\" (not a stage of this campaign)"},
      {Staged("fold_index: 0", "fold_index: [0, 1]"),
       "stage[1].repair.crf_model: stage \"use\": crf_model names CRF stage "
       "\"train\", which expands to 2 attempts; a model stage must expand to exactly one (one "
       "fold_index, one q, one features value)"},
  };
  for (const Case& c : cases) {
    const absl::Status status = ParseAndValidate(c.text);
    ASSERT_FALSE(status.ok()) << c.problem;
    const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
    // Each problem is located ("t.textproto:LINE:COLUMN: ") and then reads as written here.
    EXPECT_THAT(lines, ::testing::Contains(::testing::AllOf(::testing::StartsWith("t.textproto:"),
                                                            ::testing::EndsWith(c.problem))))
        << status.message();
  }
}

TEST(SpecValidatorTest, ADependencyCycleIsRefusedNamingItsStages) {
  // train waits for plain, plain for use, use for train.
  std::string text = Staged("stage {\n  repair {\n    name: \"plain\"",
                            "stage {\n  after: \"use\"\n  repair {\n    name: \"plain\"");
  text.replace(text.find("crf { name: \"train\""), 19, "after: \"plain\"\n  crf { name: \"train\"");
  const absl::Status status = ParseAndValidate(text);
  ASSERT_FALSE(status.ok());
  EXPECT_THAT(std::string(status.message()),
              HasSubstr("stage[0].after: stage \"train\" is in a dependency cycle: train -> plain "
                        "-> use -> train"));
}

}  // namespace
}  // namespace aprgrid::spec
