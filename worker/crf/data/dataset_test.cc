#include "worker/crf/data/dataset.h"

#include <unistd.h>

#include <array>
#include <filesystem>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {
namespace {

std::string Subjects() { return std::string(APRGRID_SOURCE_DIR) + "/subjects"; }

std::string ScratchDir() {
  std::string dir = testing::TempDir() + "/dataset_test_" +
                    testing::UnitTest::GetInstance()->current_test_info()->name() + "_" +
                    std::to_string(getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// "builtin:small" is the default generator's first 2,000 samples (revision 2), cached under a
// name that carries the format version, the revision and the seed. Its mix should look like
// Table VI (docs/crf-transform-prediction.md, section 7.1): mostly single transforms, about 4.8%
// multiple, and the five statement wraps (17.5% of Table VI's singles) present in numbers, not
// the 1.1% multiple and 2% wraps of revision 1.
TEST(DatasetTest, SmallBuiltinIsCachedAndShapedLikeTableVi) {
  const std::string cache = ScratchDir();
  auto d = ResolveDataset("builtin:small", Subjects(), cache);
  ASSERT_TRUE(d.ok()) << d.status();
  ASSERT_EQ(d->samples.size(), 2000u);
  EXPECT_EQ(d->generator, "injection revision=2 seed=20261129 programs=40 samples=2000");
  EXPECT_TRUE(std::filesystem::exists(cache + "/crf-small-v1-r2-20261129.dataset"));

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
  const std::string path = ScratchDir() + "/same.dataset";
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

}  // namespace
}  // namespace aprgrid::crf
