#include "worker/crf/data/dataset.h"

#include <array>
#include <filesystem>
#include <iostream>
#include <thread>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "common/store/store_test_util.h"
#include "gtest/gtest.h"
#include "worker/crf/model/evaluation.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {
namespace {

std::string Subjects() { return std::string(APRGRID_SOURCE_DIR) + "/subjects"; }

// "builtin:small" is the default generator's first 2,000 samples (revision 3), cached under a
// name that carries the format version, the revision and the seed. Its mix should look like
// Table VI (docs/crf-transform-prediction.md, section 7.1): mostly single transforms, about 4.8%
// multiple, and the five statement wraps (17.5% of Table VI's singles) present in numbers, not
// the 1.1% multiple and 2% wraps of revision 1.
TEST(DatasetTest, SmallBuiltinIsCachedAndShapedLikeTableVi) {
  store::testing::TempDir scratch;
  const std::string cache = scratch.File("cache");
  auto d = ResolveDataset("builtin:small", Subjects(), cache);
  ASSERT_TRUE(d.ok()) << d.status();
  ASSERT_EQ(d->samples.size(), 2000u);
  EXPECT_EQ(d->generator, "injection revision=4 seed=20261129 programs=40 samples=2000");
  EXPECT_TRUE(std::filesystem::exists(cache + "/crf-small-v2-r4-20261129.dataset"));

  std::array<int, kNumTransforms> single{};
  int multiple = 0;
  for (const LabeledTree& s : d->samples) {
    const int count = CountTransforms(s.gold);
    ASSERT_GE(count, 1);
    if (count > 1) {
      ++multiple;
      continue;
    }
    for (int t : s.gold) single[t] += t != kEmpty;
  }
  const double n = static_cast<double>(d->samples.size());
  EXPECT_GE(multiple / n, 0.03) << multiple;
  EXPECT_LE(multiple / n, 0.07) << multiple;
  int wraps = 0;
  for (int t : {kWrapIfN, kWrapIfO, kWrapIfElseN, kWrapIfElseO, kWrapTry}) {
    EXPECT_GE(single[t], 10) << TransformName(t);
    wraps += single[t];
  }
  EXPECT_GE(wraps / n, 0.10) << wraps;
  EXPECT_LE(single[kConstantRep] / n, 0.45) << single[kConstantRep];

  // Read back from the cache: the same samples.
  auto again = ResolveDataset("builtin:small", Subjects(), cache);
  ASSERT_TRUE(again.ok()) << again.status();
  ASSERT_EQ(again->samples.size(), d->samples.size());
  EXPECT_EQ(again->samples[1999].gold, d->samples[1999].gold);
}

// Workers or slots may generate and save the same built-in dataset at once.
TEST(DatasetTest, ConcurrentSavesOfOneFileLeaveAWholeFile) {
  DefaultDatasetOptions options;
  options.samples = 200;
  options.generated_programs = 2;
  auto d = GenerateInjectedDataset(Subjects(), options);
  ASSERT_TRUE(d.ok()) << d.status();
  store::testing::TempDir scratch;
  const std::string path = scratch.File("same.dataset");
  std::vector<std::thread> savers;
  std::array<absl::Status, 4> saved;
  for (size_t i = 0; i < saved.size(); ++i) {
    savers.emplace_back([&, i] { saved[i] = SaveDataset(*d, path); });
  }
  for (std::thread& t : savers) t.join();
  for (const absl::Status& s : saved) EXPECT_TRUE(s.ok()) << s;
  auto back = LoadDataset(path);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->samples.size(), 200u);
  int files = 0;
  for (const auto& e :
       std::filesystem::directory_iterator(std::filesystem::path(path).parent_path())) {
    ++files;
    EXPECT_EQ(e.path().filename(), "same.dataset");  // No temporary left behind.
  }
  EXPECT_EQ(files, 1);
}

LabeledTree OneNode(const std::string& value, const std::string& characteristic, int gold) {
  LabeledTree s;
  (void)s.tree.AddNode(-1, "VR", "", {});
  (void)s.tree.AddNode(0, "Literal", value, {characteristic});
  s.gold = {kEmpty, gold};
  return s;
}

// Tree, characteristics and gold labels all make a sample's identity.
TEST(DatasetTest, RemoveExactDuplicatesKeepsFirstOccurrences) {
  Dataset d;
  d.samples = {OneNode("0", "C1", kConstantRep), OneNode("0", "C1", kConstantRep),
               OneNode("0", "C2", kConstantRep), OneNode("0", "C1", kEmpty),
               OneNode("1", "C1", kConstantRep), OneNode("0", "C1", kConstantRep)};
  d.sources = {"a", "b", "c", "d", "e", "f"};
  EXPECT_EQ(RemoveExactDuplicates(d), 2);
  ASSERT_EQ(d.samples.size(), 4u);
  EXPECT_EQ(d.sources, (std::vector<std::string>{"a", "c", "d", "e"}));
  EXPECT_EQ(d.samples[1].tree.node(1).characteristics, std::vector<std::string>{"C2"});
}

// The project hold-out of docs/crf-prior.md: every sample injected into an excluded project goes,
// whatever its class or method; generated programs and other projects stay.
TEST(DatasetTest, RemoveProgramsDropsEverySampleOfTheExcludedProjects) {
  EXPECT_EQ(SourceProgram("dates/Calendar.plusDays#0"), "dates");
  EXPECT_EQ(SourceProgram("noslash"), "noslash");
  Dataset d;
  for (int i = 0; i < 5; ++i) d.samples.push_back(OneNode(std::to_string(i), "C1", kConstantRep));
  d.sources = {"dates/A.f#0", "strings/S.g#1", "dates/B.h#0", "generated-1-0/G.m#0",
               "datesx/A.f#0"};
  const std::vector<std::string> excluded = {"dates", "strings"};
  absl::StatusOr<int> removed = RemovePrograms(d, excluded);
  ASSERT_TRUE(removed.ok()) << removed.status();
  EXPECT_EQ(*removed, 3);
  EXPECT_EQ(d.sources, (std::vector<std::string>{"generated-1-0/G.m#0", "datesx/A.f#0"}));
  ASSERT_EQ(d.samples.size(), 2u);
  EXPECT_EQ(d.samples[0].tree.node(1).value, "3");
  EXPECT_EQ(*RemovePrograms(d, {}), 0);
  Dataset unnamed;
  unnamed.samples = {OneNode("0", "C1", kConstantRep)};
  EXPECT_EQ(RemovePrograms(unnamed, excluded).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(*RemovePrograms(unnamed, {}), 0);
}

// Honest folds (docs/crf.md, "Honest folds"), on a real generated dataset (the builtin:small
// generator): before,
// folds stratified by transform over the raw samples put exact twins of many test samples in
// training; after removing duplicates and grouping by source, no test sample's tree,
// characteristics and labels appear in its training folds, and no source spans two folds.
TEST(DatasetTest, SourceFoldsOfAGeneratedDatasetShareNoSampleOrSource) {
  DefaultDatasetOptions options;
  options.samples = 2000;
  auto d = GenerateInjectedDataset(Subjects(), options);
  ASSERT_TRUE(d.ok()) << d.status();
  ASSERT_EQ(d->sources.size(), d->samples.size());
  constexpr int kFolds = 10;

  Rng old_rng(1);
  std::vector<int> old_folds = StratifiedFolds(d->samples, kFolds, old_rng);
  int old_twins = 0;
  for (int f = 0; f < kFolds; ++f) old_twins += TrainTestDuplicates(d->samples, old_folds, f);
  std::cout << "stratified folds over the raw samples: " << old_twins << " of " << d->samples.size()
            << " test samples have a twin in training\n";
  EXPECT_GT(old_twins, 0);  // The leak this split removes is real in this dataset.

  const size_t before = d->samples.size();
  const int removed = RemoveExactDuplicates(*d);
  EXPECT_EQ(d->samples.size() + removed, before);
  std::cout << "duplicates removed: " << removed << "\n";
  Rng rng(1);
  std::vector<int> fold_of = SourceFolds(*d, kFolds, rng);
  ASSERT_EQ(fold_of.size(), d->samples.size());

  absl::flat_hash_map<std::string, int> fold_of_source;
  for (size_t i = 0; i < d->samples.size(); ++i) {
    auto [it, added] = fold_of_source.try_emplace(d->sources[i], fold_of[i]);
    EXPECT_EQ(it->second, fold_of[i]) << "source " << d->sources[i] << " spans two folds";
  }
  EXPECT_GT(fold_of_source.size(), static_cast<size_t>(kFolds));
  for (int f = 0; f < kFolds; ++f) {
    // Checked here by comparing whole keys, independently of TrainTestDuplicates.
    absl::flat_hash_set<std::string> train;
    int test = 0;
    for (size_t i = 0; i < d->samples.size(); ++i) {
      if (fold_of[i] != f) train.insert(SampleKey(d->samples[i]));
    }
    for (size_t i = 0; i < d->samples.size(); ++i) {
      if (fold_of[i] != f) continue;
      ++test;
      EXPECT_FALSE(train.contains(SampleKey(d->samples[i])))
          << "fold " << f << " sample " << i << " has a twin in training";
    }
    EXPECT_GT(test, 0) << "fold " << f;
    EXPECT_EQ(TrainTestDuplicates(d->samples, fold_of, f), 0) << "fold " << f;
  }
}

}  // namespace
}  // namespace aprgrid::crf
