#include "common/spec/spec_parser.h"

#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::spec {
namespace {

TEST(SpecParserTest, ParsesTextFormat) {
  absl::StatusOr<aprgrid::v1::CampaignSpec> spec = ParseCampaignSpec(R"(
    name: "demo"  # comments are allowed
    stage { repair { name: "s" strategy: [UNIFORM, UCB] alpha: [0.2, 0.8] } }
  )",
                                                                     "demo.textproto");
  ASSERT_TRUE(spec.ok()) << spec.status();
  EXPECT_EQ(spec->name(), "demo");
  ASSERT_EQ(spec->stage_size(), 1);
  EXPECT_EQ(spec->stage(0).repair().strategy_size(), 2);
  EXPECT_EQ(spec->stage(0).repair().alpha(1), 0.8);
}

// Protobuf reports an unknown field at the end of its name.
TEST(SpecParserTest, ReportsEveryUnknownFieldWithItsPosition) {
  const absl::Status status = ParseCampaignSpec(R"(name: "demo"
colour: "red"
stage {
  repair {
    name: "s"
    seed { count: 3 }
  }
}
)",
                                                "demo.textproto")
                                  .status();
  ASSERT_FALSE(status.ok());
  const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
  EXPECT_THAT(lines,
              ::testing::ElementsAre(
                  "demo.textproto:2:7: Message type \"aprgrid.v1.CampaignSpec\" has no field "
                  "named \"colour\".",
                  "demo.textproto:6:10: Message type \"aprgrid.v1.RepairStage\" has no field "
                  "named \"seed\"."));
}

TEST(SpecParserTest, UsesTheLocationsSourceName) {
  SpecLocations locations("given.textproto");
  const absl::Status status = ParseCampaignSpec("name: 3 4", "ignored", &locations).status();
  EXPECT_THAT(std::string(status.message()), ::testing::StartsWith("given.textproto:1:7: "));
}

TEST(SpecParserTest, LocatesFieldsAndListElements) {
  SpecLocations locations("l.textproto");
  ASSERT_TRUE(ParseCampaignSpec(R"(name: "demo"
stage {
  repair {
    strategy: [UNIFORM,
               UCB]
    alpha: 0.2
    alpha: 0.4
  }
}
)",
                                "", &locations)
                  .ok());
  const FieldPath repair = FieldPath()
                               .Child(aprgrid::v1::CampaignSpec::descriptor(), "stage", 0)
                               .Child(aprgrid::v1::Stage::descriptor(), "repair");
  const auto* d = aprgrid::v1::RepairStage::descriptor();
  EXPECT_EQ(locations.Where(repair), "l.textproto:3:3");
  EXPECT_EQ(locations.Where(repair.Child(d, "strategy", 0)), "l.textproto:4:16");
  EXPECT_EQ(locations.Where(repair.Child(d, "strategy", 1)), "l.textproto:5:16");
  EXPECT_EQ(locations.Where(repair.Child(d, "alpha", 1)), "l.textproto:7:5");
  // Not written: the nearest written ancestor.
  EXPECT_EQ(locations.Where(repair.Child(d, "seeds")), "l.textproto:3:3");
  EXPECT_EQ(repair.Child(d, "strategy", 1).ToString(), "stage[0].repair.strategy[1]");
}

}  // namespace
}  // namespace aprgrid::spec
