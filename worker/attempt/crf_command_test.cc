// The CRF tools' command lines: every bad flag gets one line naming it and exit code 2, before
// any model, dataset or subject is read.
#include "worker/attempt/crf_command.h"

#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::attempt {
namespace {

using ::testing::HasSubstr;

struct Outcome {
  int code;
  std::string out;
  std::string err;
};

Outcome Predict(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  int code = RunCrfPredictCommand(args, out, err);
  return {code, out.str(), err.str()};
}

Outcome Train(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  int code = RunCrfTrainCommand(args, out, err);
  return {code, out.str(), err.str()};
}

TEST(CrfCommandTest, PredictNamesTheBadFlag) {
  Outcome unknown = Predict({"--model", "m", "--bug", "b", "--top", "3"});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_THAT(unknown.err, HasSubstr("--top"));
  Outcome missing_value = Predict({"--model", "m", "--bug"});
  EXPECT_EQ(missing_value.code, 2);
  EXPECT_THAT(missing_value.err, HasSubstr("--bug"));
  Outcome not_a_number = Predict({"--model", "m", "--bug", "b", "--k", "three"});
  EXPECT_EQ(not_a_number.code, 2);
  EXPECT_THAT(not_a_number.err, HasSubstr("--k"));
  Outcome out_of_range = Predict({"--model", "m", "--bug", "b", "--k", "0"});
  EXPECT_EQ(out_of_range.code, 2);
  EXPECT_THAT(out_of_range.err, HasSubstr("--k must be 1..100"));
  Outcome no_model = Predict({"--bug", "b"});
  EXPECT_EQ(no_model.code, 2);
  EXPECT_THAT(no_model.err, HasSubstr("usage: aprgrid-attempt crf-predict"));
  Outcome stray = Predict({"--model", "m", "--bug", "b", "extra"});
  EXPECT_EQ(stray.code, 2);
  EXPECT_THAT(stray.err, HasSubstr("extra"));
}

// A model file that is not there is a failure of the run (1), not of the command line.
TEST(CrfCommandTest, PredictWithGoodFlagsReachesTheModel) {
  Outcome run = Predict({"--model", "/nonexistent/m.crfmodel", "--bug", "b", "--k=5"});
  EXPECT_EQ(run.code, 1);
  EXPECT_THAT(run.err, HasSubstr("/nonexistent/m.crfmodel"));
}

TEST(CrfCommandTest, TrainNamesTheBadFlag) {
  Outcome folds = Train({"--folds", "-1"});
  EXPECT_EQ(folds.code, 2);
  EXPECT_THAT(folds.err, HasSubstr("--folds"));
  Outcome q = Train({"--q", "half"});
  EXPECT_EQ(q.code, 2);
  EXPECT_THAT(q.err, HasSubstr("--q needs a number, not 'half'"));
  Outcome features = Train({"--features", "all"});
  EXPECT_EQ(features.code, 2);
  EXPECT_THAT(features.err, HasSubstr("--features must be full, observation or indicator"));
  Outcome wide = Train({"--iterations", "5000000000"});
  EXPECT_EQ(wide.code, 2);
  EXPECT_THAT(wide.err, HasSubstr("32 bits"));
  Outcome unknown = Train({"--fold-count", "3"});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_THAT(unknown.err, HasSubstr("--fold-count"));
}

}  // namespace
}  // namespace aprgrid::attempt
