#include "common/spec/stage_order.h"

#include <string>
#include <vector>

#include "common/spec/stage_dependencies.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// Repair stages named `names`; stage i waits for `after[i]` (comma-free names).
aprgrid::v1::CampaignSpec Stages(const std::vector<std::string>& names,
                                 const std::vector<std::vector<std::string>>& after) {
  aprgrid::v1::CampaignSpec spec;
  spec.set_name("t");
  for (size_t i = 0; i < names.size(); ++i) {
    aprgrid::v1::Stage* stage = spec.add_stage();
    stage->mutable_repair()->set_name(names[i]);
    for (const std::string& a : after[i]) stage->add_after(a);
  }
  return spec;
}

std::vector<std::string> OrderedNames(const aprgrid::v1::CampaignSpec& spec) {
  absl::StatusOr<std::vector<int>> order = StageOrder(spec);
  EXPECT_TRUE(order.ok()) << order.status();
  std::vector<std::string> names;
  for (int i : order.value_or(std::vector<int>())) names.push_back(StageName(spec.stage(i)));
  return names;
}

TEST(StageOrderTest, WithoutDependenciesTheSpecOrderStays) {
  EXPECT_THAT(OrderedNames(Stages({"a", "b", "c"}, {{}, {}, {}})), ElementsAre("a", "b", "c"));
}

TEST(StageOrderTest, EveryStageComesAfterWhatItWaitsFor) {
  // a after c, c after b: b, c, a; d has none and keeps its place among the ready ones.
  EXPECT_THAT(OrderedNames(Stages({"a", "b", "c", "d"}, {{"c"}, {}, {"b"}, {}})),
              ElementsAre("b", "c", "a", "d"));
}

TEST(StageOrderTest, ACrfModelCountsAsADependency) {
  aprgrid::v1::CampaignSpec spec = Stages({"use", "train"}, {{}, {}});
  spec.mutable_stage(1)->clear_repair();
  spec.mutable_stage(1)->mutable_crf()->set_name("train");
  spec.mutable_stage(0)->mutable_repair()->set_crf_model("train");
  spec.mutable_stage(0)->add_after("train");  // Listed twice in effect: counted once.
  EXPECT_THAT(StageDependencies(spec.stage(0)), ElementsAre("train"));
  EXPECT_THAT(OrderedNames(spec), ElementsAre("train", "use"));
}

TEST(StageOrderTest, FindsCyclesAndSelfDependencies) {
  EXPECT_THAT(FindDependencyCycle(Stages({"a", "b", "c"}, {{"b"}, {"c"}, {"a"}})),
              ElementsAre("a", "b", "c", "a"));
  EXPECT_THAT(FindDependencyCycle(Stages({"a", "b"}, {{}, {"b"}})), ElementsAre("b", "b"));
  EXPECT_TRUE(FindDependencyCycle(Stages({"a", "b"}, {{"b"}, {"unknown"}})).empty());
  absl::StatusOr<std::vector<int>> order = StageOrder(Stages({"a", "b"}, {{"b"}, {"a"}}));
  ASSERT_FALSE(order.ok());
  EXPECT_THAT(std::string(order.status().message()),
              HasSubstr("stage \"a\" is in a dependency cycle: a -> b -> a"));
}

}  // namespace
}  // namespace aprgrid::spec
