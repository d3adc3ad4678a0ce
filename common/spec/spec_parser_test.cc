#include "common/spec/spec_parser.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
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

// `depth` levels of an unknown field nested in itself: "x { x { ... } }" (4 bytes a level).
std::string NestedUnknownFields(int depth) {
  std::string text = "name: \"deep\"\n";
  for (int i = 0; i < depth; ++i) text += "x { ";
  for (int i = 0; i < depth; ++i) text += "} ";
  return text;
}

// Protobuf's parser recurses once per level, also while skipping an unknown field: 20,000 levels
// (an 80 KB text) used to overflow the coordinator's stack.
TEST(SpecParserTest, RefusesDeepNestingWithItsLocation) {
  for (int depth : {20000, 100000}) {
    const absl::Status status =
        ParseCampaignSpec(NestedUnknownFields(depth), "deep.textproto").status();
    ASSERT_FALSE(status.ok()) << depth;
    // The 101st "{" is the first past the limit: column 3 + 4 x 100.
    EXPECT_EQ(std::string(status.message()),
              "deep.textproto:2:403: messages nest deeper than 100 levels");
  }
  // Exactly the limit is a parse error of the unknown field, not of the depth.
  const absl::Status at_limit =
      ParseCampaignSpec(NestedUnknownFields(kMaxSpecNesting), "deep.textproto").status();
  EXPECT_THAT(std::string(at_limit.message()), ::testing::HasSubstr("has no field named \"x\""));
}

TEST(SpecParserTest, NamesStringFieldsThatAreNotUtf8) {
  SpecLocations locations("u.textproto");
  const absl::Status status = ParseCampaignSpec(R"(name: "ok-\303\251"
description: "bad \377"
stage { repair { name: "s" subjects { bugs: "a" bugs: "\355\240\200" } } }
)",
                                                "", &locations)
                                  .status();
  ASSERT_FALSE(status.ok());
  const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
  EXPECT_THAT(lines, ::testing::ElementsAre(
                         "u.textproto:2:1: description: is not valid UTF-8 (byte 4 of the value)",
                         "u.textproto:3:49: stage[0].repair.subjects.bugs[1]: is not valid UTF-8 "
                         "(byte 0 of the value)"));
  // Without locations (the coordinator's Submit) the message starts with the source name.
  const absl::Status remote = ParseCampaignSpec("name: \"\300\200\"", "sent").status();
  EXPECT_EQ(std::string(remote.message()), "sent: name: is not valid UTF-8 (byte 0 of the value)");
}

TEST(SpecParserTest, ListsTheFirstFiftyProblemsAndCountsTheRest) {
  std::string text;
  for (int i = 0; i < 55000; ++i) text += "colour: 1\n";
  const absl::Status status = ParseCampaignSpec(text, "many.textproto").status();
  ASSERT_FALSE(status.ok());
  const std::vector<std::string> lines = absl::StrSplit(std::string(status.message()), '\n');
  ASSERT_EQ(lines.size(), kMaxListedProblems + 1);
  EXPECT_THAT(lines[0], ::testing::StartsWith("many.textproto:1:7: "));
  EXPECT_EQ(lines.back(), "... and 54950 more problems");
}

// Locating an element of a long list used to re-read the text once per element (quadratic: this
// test ran for minutes); the elements are now indexed in the one pass that checks nesting.
TEST(SpecParserTest, LocatesEveryElementOfALongList) {
  std::string text = "name: \"long\"\nstage { repair {\n  alpha: [";
  constexpr int kElements = 40000;
  for (int i = 0; i < kElements; ++i)
    text += i == 0 ? "0.5" : (i % 8 == 0 ? ",\n    0.5" : ", 0.5");
  text += "]\n} }\n";
  SpecLocations locations("long.textproto");
  ASSERT_TRUE(ParseCampaignSpec(text, "", &locations).ok());
  const FieldPath repair = FieldPath()
                               .Child(aprgrid::v1::CampaignSpec::descriptor(), "stage", 0)
                               .Child(aprgrid::v1::Stage::descriptor(), "repair");
  const auto* d = aprgrid::v1::RepairStage::descriptor();
  EXPECT_EQ(locations.Where(repair.Child(d, "alpha", 0)), "long.textproto:3:11");
  EXPECT_EQ(locations.Where(repair.Child(d, "alpha", 1)), "long.textproto:3:16");
  EXPECT_EQ(locations.Where(repair.Child(d, "alpha", 8)), "long.textproto:4:5");
  std::string all;
  for (int i = 0; i < kElements; ++i) all += locations.Where(repair.Child(d, "alpha", i));
  EXPECT_EQ(locations.Where(repair.Child(d, "alpha", kElements - 1)),
            absl::StrCat("long.textproto:", 3 + (kElements - 1) / 8, ":", 5 + 5 * 7));
  EXPECT_FALSE(all.empty());
}

}  // namespace
}  // namespace aprgrid::spec
