#include "worker/daemon/engine_output.h"

#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

TEST(EngineOutputTest, GenerationsThenResult) {
  EngineOutputParser parser;
  auto line = parser.Feed(R"({"generation": {"generation": 0, "variants_evaluated": "412",
                                             "arms": [{"arm": "append", "selections": 3}]}})");
  ASSERT_TRUE(line.ok()) << line.status();
  ASSERT_TRUE(line->generation.has_value());
  EXPECT_EQ(line->generation->variants_evaluated(), 412u);
  EXPECT_EQ(line->generation->arms(0).selections(), 3u);
  ASSERT_TRUE(parser.Feed(R"({"generation": {"generation": 1}})").ok());
  auto result = parser.Feed(R"({"result": {"patched": true, "variants_to_patch": "17"}})");
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_TRUE(result->result);
  auto finished = parser.Finish();
  ASSERT_TRUE(finished.ok());
  EXPECT_TRUE(finished->patched());
  EXPECT_EQ(finished->variants_to_patch(), 17u);
}

TEST(EngineOutputTest, GarbageNamesTheLine) {
  EngineOutputParser parser;
  ASSERT_TRUE(parser.Feed(R"({"generation": {"generation": 0}})").ok());
  auto line = parser.Feed("Exception in thread main");
  ASSERT_FALSE(line.ok());
  EXPECT_NE(line.status().message().find("line 2"), std::string::npos) << line.status();
  EXPECT_NE(line.status().message().find("Exception in thread main"), std::string::npos);
}

TEST(EngineOutputTest, RefusesProtocolBreaches) {
  const char* bad[] = {
      "",
      "[1, 2]",
      R"({"generation": {"generation": 0}, "result": {}})",
      R"({"progress": {}})",
      R"({"generation": {"generation": 0, "colour": "red"}})",
      R"({"result": 3})",
  };
  for (const char* text : bad) {
    EngineOutputParser parser;
    EXPECT_FALSE(parser.Feed(text).ok()) << text;
  }
}

TEST(EngineOutputTest, RefusesOrderBreaches) {
  EngineOutputParser a;
  ASSERT_TRUE(a.Feed(R"({"generation": {"generation": 2}})").ok());
  EXPECT_FALSE(a.Feed(R"({"generation": {"generation": 1}})").ok());
  EngineOutputParser b;
  ASSERT_TRUE(b.Feed(R"({"result": {}})").ok());
  EXPECT_FALSE(b.Feed(R"({"generation": {"generation": 0}})").ok());
  EngineOutputParser c;
  ASSERT_TRUE(c.Feed(R"({"result": {}})").ok());
  EXPECT_FALSE(c.Feed(R"({"result": {}})").ok());
  EngineOutputParser d;
  EXPECT_FALSE(d.Finish().ok());
}

TEST(EngineOutputTest, LongGarbageIsCutTo200Bytes) {
  EngineOutputParser parser;
  auto line = parser.Feed(std::string(5000, 'z'));
  ASSERT_FALSE(line.ok());
  EXPECT_LT(line.status().message().size(), 400u);
}

// docs/external-engine.md, "Checkpoints": a checkpoint line carries base64 data and names the
// generation after the last generation line.
TEST(EngineOutputTest, CheckpointLinesDecodeBase64AndFollowTheirGeneration) {
  EngineOutputParser parser;
  // A resumed engine may repeat its resume point before its first generation line.
  auto resumed = parser.Feed(R"({"checkpoint": {"generation": 3, "data": "AAEC/w=="}})");
  ASSERT_TRUE(resumed.ok()) << resumed.status();
  ASSERT_TRUE(resumed->checkpoint.has_value());
  EXPECT_EQ(resumed->checkpoint->generation(), 3u);
  EXPECT_EQ(resumed->checkpoint->data(), std::string("\x00\x01\x02\xff", 4));
  EXPECT_FALSE(resumed->generation.has_value());
  ASSERT_TRUE(parser.Feed(R"({"generation": {"generation": 3}})").ok());
  auto next = parser.Feed(R"({"checkpoint": {"generation": 4, "data": "aGk="}})");
  ASSERT_TRUE(next.ok()) << next.status();
  EXPECT_EQ(next->checkpoint->data(), "hi");
  ASSERT_TRUE(parser.Feed(R"({"result": {"patched": false}})").ok());
  EXPECT_TRUE(parser.Finish().ok());
}

TEST(EngineOutputTest, RefusesCheckpointBreaches) {
  const char* bad[][2] = {
      // Not after the last generation.
      {R"({"generation": {"generation": 1}})",
       R"({"checkpoint": {"generation": 1, "data": "aGk="}})"},
      {R"({"generation": {"generation": 1}})",
       R"({"checkpoint": {"generation": 3, "data": "aGk="}})"},
      // Generation 0 has no checkpoint before it; data is required and base64.
      {R"({"generation": {"generation": 0}})",
       R"({"checkpoint": {"generation": 0, "data": "aGk="}})"},
      {R"({"generation": {"generation": 0}})", R"({"checkpoint": {"generation": 1}})"},
      {R"({"generation": {"generation": 0}})",
       R"({"checkpoint": {"generation": 1, "data": "***"}})"},
      {R"({"generation": {"generation": 0}})",
       R"({"checkpoint": {"generation": 1, "data": "aGk=", "colour": "red"}})"},
      // Nothing after the result.
      {R"({"result": {}})", R"({"checkpoint": {"generation": 1, "data": "aGk="}})"},
  };
  for (const auto& [first, second] : bad) {
    EngineOutputParser parser;
    ASSERT_TRUE(parser.Feed(first).ok()) << first;
    absl::StatusOr<EngineOutputParser::Line> line = parser.Feed(second);
    EXPECT_FALSE(line.ok()) << second;
    if (!line.ok()) {
      EXPECT_NE(line.status().message().find("line 2"), std::string::npos) << line.status();
    }
  }
}

}  // namespace
}  // namespace aprgrid::worker
