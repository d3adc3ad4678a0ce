#include "worker/crf/data/crf_task.h"

#include <filesystem>
#include <sstream>

#include "gtest/gtest.h"
#include "worker/crf/data/dataset.h"

namespace aprgrid::crf {
namespace {

TEST(DatasetTest, WriteReadRoundTripAndVersionCheck) {
  DefaultDatasetOptions options;
  options.samples = 200;
  options.generated_programs = 2;
  auto d = GenerateInjectedDataset(std::string(APRGRID_SOURCE_DIR) + "/subjects", options);
  ASSERT_TRUE(d.ok()) << d.status();
  ASSERT_EQ(d->samples.size(), 200u);
  std::stringstream s;
  ASSERT_TRUE(WriteDataset(*d, s).ok());
  std::string text = s.str();
  auto back = ReadDataset(s);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->generator, d->generator);
  ASSERT_EQ(back->samples.size(), d->samples.size());
  for (size_t i = 0; i < d->samples.size(); ++i) {
    EXPECT_EQ(back->samples[i].gold, d->samples[i].gold);
    ASSERT_EQ(back->samples[i].tree.size(), d->samples[i].tree.size());
    for (int v = 0; v < d->samples[i].tree.size(); ++v) {
      EXPECT_EQ(back->samples[i].tree.node(v).characteristics,
                d->samples[i].tree.node(v).characteristics);
      EXPECT_EQ(back->samples[i].tree.node(v).allowed_transforms,
                d->samples[i].tree.node(v).allowed_transforms);
    }
  }
  text.replace(text.find(" 1\n"), 3, " 2\n");
  std::stringstream bad(text);
  EXPECT_FALSE(ReadDataset(bad).ok());
}

TEST(CrfTaskTest, RunsOneFoldOnAFileDataset) {
  DefaultDatasetOptions options;
  options.samples = 600;
  options.generated_programs = 2;
  auto d = GenerateInjectedDataset(std::string(APRGRID_SOURCE_DIR) + "/subjects", options);
  ASSERT_TRUE(d.ok()) << d.status();
  std::string path = testing::TempDir() + "/crf_task_test.dataset";
  ASSERT_TRUE(SaveDataset(*d, path).ok());
  v1::CrfAttempt attempt;
  attempt.set_dataset(path);
  attempt.set_folds(5);
  attempt.set_fold_index(0);
  attempt.set_q(0.5);
  attempt.set_iterations(30);
  attempt.set_seed(3);
  auto r = RunCrfAttempt(attempt);
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_GE(r->scores_size(), 3);
  EXPECT_EQ(r->scores(r->scores_size() - 1).transform(), "macro");
  EXPECT_FALSE(r->model().empty());
  EXPECT_GT(r->iterations_run(), 0u);
  double macro = r->scores(r->scores_size() - 1).top3();
  EXPECT_GT(macro, 0.0);
}

}  // namespace
}  // namespace aprgrid::crf
