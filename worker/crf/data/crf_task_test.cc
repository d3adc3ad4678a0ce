#include "worker/crf/data/crf_task.h"

#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/data/dataset.h"
#include "worker/crf/data/mining.h"

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
  EXPECT_EQ(back->sources, d->sources);
  ASSERT_EQ(d->sources.size(), d->samples.size());
  EXPECT_FALSE(d->sources[0].empty());

  // Version 1 (no sources on the sample lines) is still read, with no sources.
  std::string v1 = text;
  v1.replace(v1.find(" 2\n"), 3, " 1\n");
  for (size_t at = v1.find("\nsample "); at != std::string::npos;
       at = v1.find("\nsample ", at + 1)) {
    size_t source = v1.find(' ', at + 8);
    v1.erase(source, v1.find('\n', source) - source);
  }
  std::stringstream old(v1);
  auto read_old = ReadDataset(old);
  ASSERT_TRUE(read_old.ok()) << read_old.status();
  EXPECT_TRUE(read_old->sources.empty());
  ASSERT_EQ(read_old->samples.size(), d->samples.size());
  EXPECT_EQ(read_old->samples[7].gold, d->samples[7].gold);

  text.replace(text.find(" 2\n"), 3, " 3\n");
  std::stringstream bad(text);
  auto refused = ReadDataset(bad);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("version 3"), std::string::npos);
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
  // The split: by source, after duplicates were removed, with no twin across train and test.
  const v1::CrfFold& fold = r->fold();
  EXPECT_EQ(fold.split(), "source");
  EXPECT_EQ(fold.folds(), 5u);
  EXPECT_EQ(fold.fold_index(), 0u);
  EXPECT_GT(fold.test_samples(), 0u);
  EXPECT_GT(fold.train_samples(), fold.test_samples());
  EXPECT_EQ(fold.train_samples() + fold.test_samples() + fold.duplicates_removed(), 600u);
  EXPECT_EQ(fold.train_test_duplicates(), 0u);
  EXPECT_GT(fold.sources(), 5u);

  // The project hold-out (docs/crf-prior.md): an excluded project's samples are in neither the
  // training nor the test folds.
  int dates = 0;
  for (const std::string& source : d->sources) dates += SourceProgram(source) == "dates" ? 1 : 0;
  ASSERT_GT(dates, 0);
  attempt.add_exclude_projects("dates");
  attempt.set_iterations(5);
  auto held_out = RunCrfAttempt(attempt);
  ASSERT_TRUE(held_out.ok()) << held_out.status();
  const v1::CrfFold& split = held_out->fold();
  EXPECT_EQ(split.train_samples() + split.test_samples() + split.duplicates_removed(),
            600u - static_cast<uint32_t>(dates));
}

// Only the fixes of bugs whose project was held out are scored, and the counts are of bugs (a
// fix spanning two statements is two samples of one bug).
TEST(CrfTaskTest, SelectsTheFixesOfHeldOutProjects) {
  BenchmarkFixes fixes;
  fixes.ids = {"dates-1", "dates-4", "dates-4", "geometry-2", "strings-3"};
  fixes.projects = {"dates", "dates", "dates", "geometry", "strings"};
  fixes.samples.resize(5);
  for (size_t i = 0; i < fixes.samples.size(); ++i) fixes.samples[i].gold = {static_cast<int>(i)};
  const std::vector<std::string> excluded = {"dates", "strings"};
  HeldOutFixes got = SelectHeldOutFixes(fixes, excluded);
  EXPECT_EQ(got.bugs_scored, 3);
  EXPECT_EQ(got.bugs_in_training, 1);
  ASSERT_EQ(got.samples.size(), 4u);
  EXPECT_EQ(got.samples[2].gold, std::vector<int>{2});
  EXPECT_EQ(got.samples[3].gold, std::vector<int>{4});
  HeldOutFixes none = SelectHeldOutFixes(fixes, {});
  EXPECT_EQ(none.bugs_scored, 0);
  EXPECT_EQ(none.bugs_in_training, 4);
  EXPECT_TRUE(none.samples.empty());
}

// With the benchmark's subjects, the model also scores the human-written fixes of the projects it
// holds out, in rows of their own (evaluation "benchmark-fixes"); a model that trained on every
// project scores none, and the fold says how many bugs were and were not scored.
TEST(CrfTaskTest, ScoresOnlyTheFixesOfHeldOutProjects) {
  const std::string subjects = std::string(APRGRID_SOURCE_DIR) + "/subjects";
  DefaultDatasetOptions options;
  options.samples = 400;
  options.generated_programs = 2;
  auto d = GenerateInjectedDataset(subjects, options);
  ASSERT_TRUE(d.ok()) << d.status();
  std::string path = testing::TempDir() + "/crf_task_fixes_test.dataset";
  ASSERT_TRUE(SaveDataset(*d, path).ok());
  auto fixes = MineBenchmarkFixes(subjects);
  ASSERT_TRUE(fixes.ok()) << fixes.status();
  ASSERT_GT(fixes->bugs_kept, 50);  // 71 of the 92 bugs on 2026-11-29 (MiningTest).
  uint32_t dates_samples = 0;
  std::set<std::string> dates_bugs;
  for (size_t i = 0; i < fixes->samples.size(); ++i) {
    if (fixes->projects[i] != "dates") continue;
    ++dates_samples;
    dates_bugs.insert(fixes->ids[i]);
  }
  ASSERT_GT(dates_samples, 0u);

  v1::CrfAttempt attempt;
  attempt.set_dataset(path);
  attempt.set_folds(4);
  attempt.set_q(0.5);
  attempt.set_iterations(10);
  CrfTaskOptions task;
  task.subjects_dir = subjects;
  auto trained_on_all = RunCrfAttempt(attempt, task);
  ASSERT_TRUE(trained_on_all.ok()) << trained_on_all.status();
  for (const v1::CrfTransformScore& s : trained_on_all->scores()) {
    EXPECT_EQ(s.evaluation(), "fold") << s.transform();
  }
  EXPECT_EQ(trained_on_all->fold().fix_bugs_scored(), 0u);
  EXPECT_EQ(trained_on_all->fold().fix_bugs_in_training(), static_cast<uint32_t>(fixes->bugs_kept));

  attempt.add_exclude_projects("dates");
  auto r = RunCrfAttempt(attempt, task);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->fold().fix_bugs_scored(), dates_bugs.size());
  EXPECT_EQ(r->fold().fix_bugs_in_training(),
            static_cast<uint32_t>(fixes->bugs_kept) - dates_bugs.size());
  uint32_t fold_scored = 0, fix_scored = 0;
  bool fold_macro = false, fix_macro = false;
  for (const v1::CrfTransformScore& s : r->scores()) {
    ASSERT_TRUE(s.evaluation() == "fold" || s.evaluation() == "benchmark-fixes") << s.evaluation();
    const bool fix = s.evaluation() == "benchmark-fixes";
    if (s.transform() == "macro") {
      (fix ? fix_macro : fold_macro) = true;
      continue;
    }
    EXPECT_FALSE(fix ? fix_macro : fold_macro) << "macro must come last";
    (fix ? fix_scored : fold_scored) += s.samples();
    EXPECT_GE(s.top3(), s.top1());
  }
  EXPECT_TRUE(fold_macro);
  EXPECT_TRUE(fix_macro);
  EXPECT_EQ(fold_scored, r->fold().test_samples());
  EXPECT_EQ(fix_scored, dates_samples);
}

}  // namespace
}  // namespace aprgrid::crf
