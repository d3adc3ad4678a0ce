// Per-variant logs: the line format, and `aprgrid-attempt run --variant-log` in-process on the
// tiny fixture bug: one line per evaluated variant, numbered in order, valid JSON, parents earlier
// variants, and nothing else in the output changes.
#include "worker/attempt/variant_log.h"

#include <cctype>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "common/test_paths.h"
#include "gmock/gmock.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "worker/attempt/run_command.h"

namespace aprgrid::attempt {
namespace {

using ::testing::HasSubstr;

std::string Tiny() {
  return ::aprgrid::testing::SourceDir() + "/worker/repair/testdata/tiny/tiny-1";
}

google::protobuf::Struct Parse(const std::string& line) {
  google::protobuf::Struct s;
  auto status = google::protobuf::util::JsonStringToMessage(line, &s);
  EXPECT_TRUE(status.ok()) << status.message() << ": " << line;
  return s;
}

TEST(VariantLogTest, LineHasEveryFieldEscapedAndNonFiniteNumbersAsStrings) {
  repair::VariantRecord r;
  r.variant = 7;
  r.generation = 1;
  r.parents = {3, 5};
  r.genome_size = 2;
  r.has_edit = true;
  r.op = rl::Operator::kNullCheck;
  r.arm = "checks";
  r.target = 41;
  r.line = 12;
  r.ingredient = -1;
  r.payload = "if (s != null) {\n  x = \"a\\b\";\n}";
  r.evaluation.compiled = true;
  r.evaluation.fitness = 1.5;
  r.evaluation.full_fitness = 3;
  r.credited = true;
  r.credited_op = rl::Operator::kNullCheck;
  r.reward = 0.1;
  rl::ArmSnapshot arm;
  arm.arm = "checks";
  arm.probability = std::numeric_limits<double>::infinity();
  r.arms = {arm};
  std::string line = VariantLogLine(r);
  google::protobuf::Struct s = Parse(line);
  const auto& v = s.fields().at("variant").struct_value().fields();
  EXPECT_EQ(v.at("variant").number_value(), 7);
  EXPECT_EQ(v.at("parents").list_value().values(1).number_value(), 5);
  const auto& edit = v.at("edit").struct_value().fields();
  EXPECT_EQ(edit.at("operator").string_value(), "nullcheck");
  EXPECT_EQ(edit.at("code").string_value(), r.payload);
  EXPECT_EQ(v.at("sampled_fitness").number_value(), 1.5);
  EXPECT_EQ(v.at("reward").number_value(), 0.1);
  EXPECT_EQ(
      v.at("arms").list_value().values(0).struct_value().fields().at("probability").string_value(),
      "Infinity");
  EXPECT_THAT(line, HasSubstr("\"reward\":0.1,"));
}

std::vector<std::string> Lines(const std::string& text) {
  return absl::StrSplit(text, '\n', absl::SkipEmpty());
}

std::string RunTiny(bool variant_log) {
  std::vector<std::string> args = {"--bug",        Tiny(),      "--strategy", "EPSILON_GREEDY",
                                   "--credit",     "AVERAGE",   "--reward",   "RELATIVE",
                                   "--arm-set",    "GROUPED_7", "--mode",     "ARTEFACT",
                                   "--population", "10",        "--seed",     "4"};
  if (variant_log) args.push_back("--variant-log");
  std::istringstream in;
  std::ostringstream out, err;
  EXPECT_EQ(RunRunCommand(args, in, out, err), 0) << err.str();
  // wall_ms aside (std::regex trips GCC's -Wmaybe-uninitialized in the sanitizer build).
  std::string text = out.str();
  const std::string key = "\"wall_ms\":";
  size_t at = text.find(key);
  if (at != std::string::npos) {
    size_t end = at + key.size();
    while (end < text.size() &&
           (text[end] == '"' || std::isdigit(static_cast<unsigned char>(text[end]))))
      ++end;
    text.replace(at, end - at, key + "0");
  }
  return text;
}

TEST(VariantLogTest, RunPrintsOneLinePerVariantAndChangesNothingElse) {
  std::string plain = RunTiny(false);
  std::string logged = RunTiny(true);
  std::vector<std::string> others;
  std::vector<google::protobuf::Struct> variants;
  for (const std::string& line : Lines(logged)) {
    if (line.starts_with("{\"variant\":")) {
      variants.push_back(Parse(line));
    } else {
      others.push_back(line);
    }
  }
  EXPECT_EQ(others, Lines(plain));
  ASSERT_FALSE(variants.empty());
  google::protobuf::Struct result = Parse(others.back());
  // One line per evaluation (cache hits included), so as many as `evaluations`.
  double evaluated = std::stod(
      result.fields().at("result").struct_value().fields().at("evaluations").string_value());
  EXPECT_EQ(static_cast<double>(variants.size()), evaluated);
  int repairs = 0;
  for (size_t i = 0; i < variants.size(); ++i) {
    const auto& v = variants[i].fields().at("variant").struct_value().fields();
    EXPECT_EQ(v.at("variant").number_value(), static_cast<double>(i));
    for (const auto& p : v.at("parents").list_value().values()) {
      EXPECT_LT(p.number_value(), static_cast<double>(i));
    }
    if (i == 0) {
      EXPECT_EQ(v.at("parents").list_value().values_size(), 0);
      EXPECT_TRUE(v.at("edit").has_null_value());
    } else {
      EXPECT_GE(v.at("parents").list_value().values_size(), 1);
    }
    if (v.at("compiled").bool_value()) {
      EXPECT_GE(v.at("full_fitness").number_value(), v.at("sampled_fitness").number_value());
    }
    EXPECT_EQ(v.at("arms").list_value().values_size(), 7);
    repairs += v.at("repair").bool_value() ? 1 : 0;
  }
  EXPECT_LE(repairs, 1);
}

}  // namespace
}  // namespace aprgrid::attempt
